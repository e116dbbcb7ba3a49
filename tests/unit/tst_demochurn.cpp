// DemoChurn: the changing deployments of cloudly-demo-server --churn-percent (measurements of changing data).
#include "core/demo/demochurn.h"
#include "core/demo/demodata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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
