// DemoChurn: the changing deployments of cloudly-demo-server --churn-percent (measurements of changing data).
#include "core/demo/demochurn.h"
#include "core/demo/demodata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace cloudly::core;

class TestDemoChurn : public QObject
{
    Q_OBJECT

private:
    static DemoData generated()
    {
        DemoData data;
        QString error;
        if (!data.loadFile(DemoData::defaultFixturePath(), &error))
            qFatal("fixture did not load: %s", qPrintable(error));
        data.generate(20, 1000);
        return data;
    }

    static QJsonArray parse(const QByteArray& bytes)
    {
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
        if (error.error != QJsonParseError::NoError || !doc.isArray())
            qWarning() << "not a JSON array:" << error.errorString();
        return doc.array();
    }

    // How many elements differ, by id (both arrays hold the same ids in the same order).
    static int changedCount(const QJsonArray& before, const QJsonArray& after)
    {
        int changed = 0;
        for (qsizetype i = 0; i < before.size(); ++i) {
            if (before.at(i).toObject().value(QLatin1String("id")) !=
                after.at(i).toObject().value(QLatin1String("id")))
                return -1;
            if (before.at(i) != after.at(i))
                ++changed;
        }
        return changed;
    }

private Q_SLOTS:
    void firstReplyIsTheDataThenEachChangesTheShare()
    {
        const DemoData data = generated();
        const QByteArray original = data.deployments().serializedArray();
        DemoChurn churn(data.deployments(), 1.0, 3);
        QCOMPARE(churn.next(), original);
        QCOMPARE(churn.changedReplies(), 0);

        QByteArray previous = original;
        for (int reply = 1; reply <= 3; ++reply) {
            QVERIFY(!churn.isDone());
            const QByteArray next = churn.next();
            QCOMPARE(churn.changedReplies(), reply);
            QCOMPARE(next.size(), original.size()); // changed in place
            const QJsonArray before = parse(previous);
            const QJsonArray after = parse(next);
            QCOMPARE(after.size(), before.size());
            const int changed = changedCount(before, after);
            // 1 % of the deployments are picked (an element picked twice may change back).
            const int picked = static_cast<int>(std::llround(data.deployments().size() / 100.0));
            QVERIFY2(changed > 0 && changed <= picked, qPrintable(QString::number(changed)));
            previous = next;
        }
        QVERIFY(churn.isDone());
        // Done: the data stays as the last changed reply left it.
        QCOMPARE(churn.next(), previous);
        QCOMPARE(churn.next(), previous);
        QCOMPARE(churn.changedReplies(), 3);
    }

    void changesAreStatusOrDeployedAt()
    {
        const DemoData data = generated();
        DemoChurn churn(data.deployments(), 10.0, 1);
        const QJsonArray before = parse(churn.next());
        const QJsonArray after = parse(churn.next());
        int changed = 0;
        for (qsizetype i = 0; i < before.size(); ++i) {
            QJsonObject a = before.at(i).toObject();
            QJsonObject b = after.at(i).toObject();
            if (a == b)
                continue;
            ++changed;
            const QString sa = a.value(QLatin1String("status")).toString();
            const QString sb = b.value(QLatin1String("status")).toString();
            if (sa != sb) {
                QVERIFY2((sa == QLatin1String("running") && sb == QLatin1String("stopped")) ||
                             (sa == QLatin1String("stopped") && sb == QLatin1String("running")),
                         qPrintable(sa + QLatin1String(" -> ") + sb));
            } else {
                QCOMPARE(b.value(QLatin1String("deployedAt")).toInteger(),
                         a.value(QLatin1String("deployedAt")).toInteger() - 1000);
            }
            a.remove(QLatin1String("status"));
            a.remove(QLatin1String("deployedAt"));
            b.remove(QLatin1String("status"));
            b.remove(QLatin1String("deployedAt"));
            QCOMPARE(b, a); // nothing else changed
        }
        QVERIFY(changed > 0);
    }

    void noChurnWithoutAShare()
    {
        const DemoData data = generated();
        DemoChurn churn(data.deployments(), 0.0, 0);
        const QByteArray original = data.deployments().serializedArray();
        for (int i = 0; i < 3; ++i)
            QCOMPARE(churn.next(), original);
        QCOMPARE(churn.changedReplies(), 0);
        QVERIFY(!churn.isDone());
    }

    void lastChangesSayWhatChanged()
    {
        const DemoData data = generated();
        DemoChurn churn(data.deployments(), 5.0, 0);
        QByteArray previous = churn.next();
        QVERIFY(churn.lastChanges().isEmpty()); // the first reply is the data itself
        for (int reply = 1; reply <= 4; ++reply) {
            const QByteArray next = churn.next();
            const QJsonArray before = parse(previous);
            const QJsonArray after = parse(next);
            QSet<QString> logged;
            for (const DemoChurn::Change& c : churn.lastChanges()) {
                QVERIFY2(!logged.contains(c.id), qPrintable(c.id)); // one change per deployment and reply
                logged.insert(c.id);
                const int i = data.deployments().indexOf(c.id);
                QVERIFY(i >= 0);
                const QString field = QString::fromLatin1(c.field);
                const QJsonValue was = QJsonDocument::fromJson("[" + c.before + "]").array().at(0);
                const QJsonValue is = QJsonDocument::fromJson("[" + c.after + "]").array().at(0);
                QCOMPARE(before.at(i).toObject().value(field), was);
                QCOMPARE(after.at(i).toObject().value(field), is);
                QVERIFY(was != is);
            }
            // Every changed element is in the list, and nothing else changed.
            QCOMPARE(changedCount(before, after), logged.size());
            QCOMPARE(logged.size(), static_cast<int>(std::llround(data.deployments().size() * 0.05)));
            previous = next;
        }
    }

    void aChangedDeploymentRestsForSomeReplies()
    {
        const DemoData data = generated();
        DemoChurn churn(data.deployments(), 1.0, 0);
        churn.next();
        QHash<QString, int> lastChanged;
        for (int reply = 1; reply <= 200; ++reply) {
            churn.next();
            for (const DemoChurn::Change& c : churn.lastChanges()) {
                const auto it = lastChanged.constFind(c.id);
                if (it != lastChanged.constEnd())
                    QVERIFY2(reply - it.value() > DemoChurn::kRestReplies,
                             qPrintable(QStringLiteral("%1 changed in replies %2 and %3")
                                            .arg(c.id)
                                            .arg(it.value())
                                            .arg(reply)));
                lastChanged.insert(c.id, reply);
            }
        }
        // A share too large for resting still changes its share each reply (distinct elements).
        DemoChurn all(data.deployments(), 100.0, 0);
        all.next();
        const QByteArray before = data.deployments().serializedArray();
        QCOMPARE(changedCount(parse(before), parse(all.next())), static_cast<int>(data.deployments().size()));
    }

    void resumeAfterContinuesTheSequence()
    {
        const DemoData data = generated();
        DemoChurn served(data.deployments(), 2.0, 0);
        for (int i = 0; i <= 7; ++i) // the first reply and 7 changed ones
            served.next();
        DemoChurn resumed(data.deployments(), 2.0, 0);
        resumed.resumeAfter(7);
        QCOMPARE(resumed.changedReplies(), 7);
        QVERIFY(resumed.lastChanges().isEmpty());
        // The next reply of both: the same data and the same changes.
        QCOMPARE(resumed.next(), served.next());
        QCOMPARE(resumed.changedReplies(), 8);
        QCOMPARE(resumed.lastChanges().size(), served.lastChanges().size());
        for (qsizetype i = 0; i < served.lastChanges().size(); ++i)
            QCOMPARE(resumed.lastChanges().at(i).id, served.lastChanges().at(i).id);
        // With a limit: resuming at the limit serves the last data unchanged from then on.
        DemoChurn limited(data.deployments(), 2.0, 7);
        limited.resumeAfter(7);
        QVERIFY(limited.isDone());
        DemoChurn reference(data.deployments(), 2.0, 7);
        for (int i = 0; i <= 7; ++i)
            reference.next();
        QCOMPARE(limited.next(), reference.next());
        QVERIFY(limited.lastChanges().isEmpty());
    }

    void sameSequenceForTheSameData()
    {
        const DemoData data = generated();
        DemoChurn a(data.deployments(), 2.0, 0);
        DemoChurn b(data.deployments(), 2.0, 0);
        for (int i = 0; i < 4; ++i)
            QCOMPARE(a.next(), b.next());
    }
};

QTEST_GUILESS_MAIN(TestDemoChurn)
#include "tst_demochurn.moc"
