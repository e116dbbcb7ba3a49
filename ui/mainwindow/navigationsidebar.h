#pragma once

#include <QTreeView>

namespace cloudly {
namespace ui {
class NavigationDelegate;
class NavigationModel;

// The navigation sidebar: the groups and pages of a NavigationModel, always expanded, one click or arrow
// key per page (headings are skipped). Wide enough for its longest label (translations included), or only
// the icons when compact. Emits pageSelected() when the user moves to a page; setCurrentPage() follows the
// window without emitting it.
class NavigationSidebar : public QTreeView
{
    Q_OBJECT
public:
    explicit NavigationSidebar(NavigationModel* model, QWidget* parent = nullptr);

    NavigationModel* navigationModel() const { return m_model; }
    void setCompact(bool compact);
    bool isCompact() const;
    void setCurrentPage(int page);
    int currentPage() const; // -1 before any page is current
    // The rectangle of the page's entry in viewport coordinates (empty when there is no such page).
    QRect entryRect(int page) const;

Q_SIGNALS:
    void pageSelected(int page);
    void pageActivated(int page); // Enter on an entry: the window moves the focus into the page

protected:
    void currentChanged(const QModelIndex& current, const QModelIndex& previous) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateWidth();

    NavigationModel* m_model;
    NavigationDelegate* m_delegate;
    bool m_following = false; // inside setCurrentPage()
};

} // namespace ui
} // namespace cloudly
