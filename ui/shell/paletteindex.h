#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

class QAbstractItemModel;

namespace cloudly {
namespace ui {
// One thing the command palette can find.
struct PaletteItem
{
    enum class Kind
    {
        View,
        Action,
        Service,
        Task,
        Node,
        Backup,     // a backup record (Backups page)
        Volume,     // a service volume (Volumes page); id: VolumesModel::keyOf
        BaseOsNode, // a BaseOS node (BaseOS fleet page)
        ImageBuild, // a BaseOS image build (BaseOS fleet page)
    };

    Kind kind = Kind::Action;
    QString id;         // view object name, action id, service / deployment / node / backup / build id
    QString title;      // what the row says first ("Runtime tasks", "Refresh", "web")
    QString detail;     // the second, dimmer part ("svc-web · 3 replicas", "web on edge-2 · running")
    QString shortcut;   // the action's shortcut in native text ("" when none)
    QString searchText; // what the query is matched against (title + detail + id + kind name)
    QString lowerText;  // searchText.toLower(), cached
};

struct PaletteResult
{
    PaletteItem item;
    int score = 0;
};

// The searchable index behind the command palette. Each source is a function returning its items
// (views, actions, services, tasks, nodes), typically read from a live item model; a source is rebuilt
// lazily on the next search after one of the models it watches changed (rows, data, reset, layout), so
// typing does not rebuild anything. No widgets: unit-tested directly.
//
// Ranking: FuzzyMatcher score, plus a small bonus by kind (views, then actions, services, nodes, tasks),
// ties broken by the shorter title, then alphabetically. Only the top `limit` results are returned; an
// empty query returns the views and actions only (the data sources can be 100 000 tasks).
class PaletteIndex : public QObject
{
    Q_OBJECT
public:
    using Provider = std::function<QList<PaletteItem>()>;
    static constexpr int DefaultLimit = 50;

    explicit PaletteIndex(QObject* parent = nullptr);
    ~PaletteIndex() override;

    // Adds a source; `watched` models mark it dirty when they change (may be empty: rebuilt every time).
    void addSource(const QString& name, Provider provider, const QList<QAbstractItemModel*>& watched = {});
    void invalidate(); // every source

    QList<PaletteResult> search(const QString& query, int limit = DefaultLimit);

    int itemCount();          // all items (rebuilds dirty sources)
    int rebuildCount() const; // how many times any source was rebuilt (tests)

    static int kindBonus(PaletteItem::Kind kind);
    // "View", "Command", "Service", "Task", "Node", "Backup", "Volume", "BaseOS node", "Image build"
    // (translated; also searchable: "node edge", "backup api").
    static QString kindName(PaletteItem::Kind kind);
    // Completes searchText/lowerText from title, detail, id and the kind's name.
    static void prepare(PaletteItem& item);

private:
    struct Source
    {
        QString name;
        Provider provider;
        QList<PaletteItem> items;
        bool dirty = true;
        bool watched = false;
    };
    void refresh();

    QList<Source> m_sources;
    int m_rebuilds = 0;
};

} // namespace ui
} // namespace cloudly
