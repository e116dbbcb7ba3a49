#include "ui/a11y/announce.h"

#include <QAccessible>
#include <QWidget>

namespace cloudly {
namespace ui {

void announce(QWidget* where, const QString& text)
{
    if (!where || where->accessibleDescription() == text)
        return;
    where->setAccessibleDescription(text); // sends QAccessible::DescriptionChanged
    if (!QAccessible::isActive())
        return;
    QAccessibleEvent alert(where, QAccessible::Alert);
    QAccessible::updateAccessibility(&alert);
}

} // namespace ui
} // namespace cloudly
