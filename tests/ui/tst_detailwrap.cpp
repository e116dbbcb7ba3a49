// The detail pane never elides the middle of a value: a long value ("6144 MB used, 2048 MB available", a
// sentence, a digest) wraps to the pane's width, its row as tall as its lines, and grows again when the
// pane gets narrower; field names wrap too instead of losing their end ("Last health ...").
#include "ui/detail/detailpane.h"

#include <QApplication>
#include <QTest>
#include <QTreeWidget>

using cloudly::ui::DetailPane;

class TestDetailWrap : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void longValuesWrapInsteadOfBeingElided()
    {
        DetailPane pane;
        pane.resize(340, 500);
        pane.begin(QStringLiteral("node:n-1"), QStringLiteral("Node n-1"));
        QTreeWidgetItem* node = pane.section(QStringLiteral("Node"));
        const QString sentence =
            QStringLiteral("No change seen while this console was connected (see the Journal "
                           "page for what it saw before and after)");
        QTreeWidgetItem* shortRow = pane.addRow(node, QStringLiteral("Role"), QStringLiteral("worker"));
        QTreeWidgetItem* longRow = pane.addRow(node, QStringLiteral("Memory"), sentence);
        QTreeWidgetItem* longField =
            pane.addRow(node, QStringLiteral("Last health check of the supervisor"), QStringLiteral("12:00"));
        pane.end();
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QTreeWidget* tree = pane.tree();
        QVERIFY(tree->textElideMode() != Qt::ElideMiddle);
        QVERIFY(tree->wordWrap());
        const int line = tree->fontMetrics().height();
        QTRY_VERIFY(tree->visualItemRect(shortRow).height() < 2 * line);
        const int wide = tree->visualItemRect(longRow).height();
        QVERIFY2(wide >= 2 * line, qPrintable(QStringLiteral("row %1 px, line %2 px").arg(wide).arg(line)));
        QVERIFY(tree->visualItemRect(longField).height() >= 2 * line);
        // Every line of the value fits the row: the text laid out at the value column's width is no taller.
        const int valueWidth = tree->columnWidth(1);
        const QRect needed =
            tree->fontMetrics().boundingRect(QRect(0, 0, valueWidth - 8, 10000), Qt::TextWordWrap, sentence);
        QVERIFY2(wide >= needed.height(),
                 qPrintable(QStringLiteral("%1 < %2").arg(wide).arg(needed.height())));

        // Narrower: the same value takes more lines, and its row grows with them.
        pane.resize(260, 500);
        QTRY_VERIFY(tree->visualItemRect(longRow).height() > wide);
    }
};

QTEST_MAIN(TestDetailWrap)
#include "tst_detailwrap.moc"
