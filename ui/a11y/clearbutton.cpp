#include "ui/a11y/clearbutton.h"

#include <QAction>
#include <QCoreApplication>
#include <QLineEdit>

namespace cloudly {
namespace ui {

void enableClearButton(QLineEdit* edit)
{
    edit->setClearButtonEnabled(true);
    // Qt names its clear action "_q_qlineeditclearaction" (qlineedit_p.cpp); it is the only action a plain
    // line edit carries, so both ways of finding it agree.
    auto* clear = edit->findChild<QAction*>(QStringLiteral("_q_qlineeditclearaction"));
    if (!clear) {
        const QList<QAction*> actions = edit->findChildren<QAction*>();
        clear = actions.isEmpty() ? nullptr : actions.constLast();
    }
    if (!clear)
        return;
    const QString text = QCoreApplication::translate("ClearButton", "Clear");
    clear->setText(text);
    clear->setToolTip(QCoreApplication::translate("ClearButton", "Clear the text"));
}

} // namespace ui
} // namespace cloudly
