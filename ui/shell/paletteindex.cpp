#include "ui/shell/paletteindex.h"

#include "ui/shell/fuzzymatcher.h"

#include <QAbstractItemModel>

#include <algorithm>
#include <vector>

namespace cloudly {
namespace ui {
PaletteIndex::PaletteIndex(QObject* parent) : QObject(parent) {}

PaletteIndex::~PaletteIndex() = default;

void PaletteIndex::addSource(const QString& name, Provider provider,
                             const QList<QAbstractItemModel*>& watched)
{
    const qsizetype index = m_sources.size();
    Source source;
    source.name = name;
    source.provider = std::move(provider);
    source.watched = !watched.isEmpty();
    m_sources.append(std::move(source));
    for (QAbstractItemModel* model : watched) {
        const auto dirty = [this, index] { m_sources[index].dirty = true; };
        connect(model, &QAbstractItemModel::rowsInserted, this, dirty);
        connect(model, &QAbstractItemModel::rowsRemoved, this, dirty);
        connect(model, &QAbstractItemModel::rowsMoved, this, dirty);
        connect(model, &QAbstractItemModel::dataChanged, this, dirty);
        connect(model, &QAbstractItemModel::modelReset, this, dirty);
        connect(model, &QAbstractItemModel::layoutChanged, this, dirty);
    }
}

void PaletteIndex::invalidate()
{
    for (Source& source : m_sources)
        source.dirty = true;
}

void PaletteIndex::refresh()
{
    for (Source& source : m_sources) {
        if (!source.dirty && source.watched)
            continue;
        source.items = source.provider ? source.provider() : QList<PaletteItem>();
        for (PaletteItem& item : source.items) {
            if (item.lowerText.isEmpty())
                prepare(item);
        }
        source.dirty = false;
        ++m_rebuilds;
    }
}

int PaletteIndex::itemCount()
{
    refresh();
    int count = 0;
    for (const Source& source : m_sources)
        count += static_cast<int>(source.items.size());
    return count;
}

int PaletteIndex::rebuildCount() const
{
    return m_rebuilds;
}

int PaletteIndex::kindBonus(PaletteItem::Kind kind)
{
    switch (kind) {
    case PaletteItem::Kind::View:
        return 6;
    case PaletteItem::Kind::Action:
        return 4;
    case PaletteItem::Kind::Service:
        return 3;
    case PaletteItem::Kind::Node:
        return 2;
    case PaletteItem::Kind::BaseOsNode:
    case PaletteItem::Kind::Backup:
    case PaletteItem::Kind::Volume:
    case PaletteItem::Kind::ImageBuild:
        return 1;
    case PaletteItem::Kind::Task:
        return 0;
    }
    return 0;
}

QString PaletteIndex::kindName(PaletteItem::Kind kind)
{
    switch (kind) {
    case PaletteItem::Kind::View:
        return tr("View");
    case PaletteItem::Kind::Action:
        return tr("Command");
    case PaletteItem::Kind::Service:
        return tr("Service");
    case PaletteItem::Kind::Task:
        return tr("Task");
    case PaletteItem::Kind::Node:
        return tr("Node");
    case PaletteItem::Kind::Backup:
        return tr("Backup");
    case PaletteItem::Kind::Volume:
        return tr("Volume");
    case PaletteItem::Kind::BaseOsNode:
        return tr("BaseOS node");
    case PaletteItem::Kind::ImageBuild:
        return tr("Image build");
    }
    return {};
}

void PaletteIndex::prepare(PaletteItem& item)
{
    QString text = item.title;
    if (!item.detail.isEmpty())
        text += QLatin1Char(' ') + item.detail;
    if (!item.id.isEmpty() && !text.contains(item.id))
        text += QLatin1Char(' ') + item.id;
    text += QLatin1Char(' ') + kindName(item.kind);
    item.searchText = text;
    item.lowerText = text.toLower();
}

QList<PaletteResult> PaletteIndex::search(const QString& query, int limit)
{
    refresh();
    const FuzzyMatcher matcher(query);
    struct Hit
    {
        int score;
        const PaletteItem* item;
    };
    std::vector<Hit> hits;
    for (const Source& source : m_sources) {
        for (const PaletteItem& item : source.items) {
            if (matcher.isEmpty()) {
                if (item.kind == PaletteItem::Kind::View || item.kind == PaletteItem::Kind::Action)
                    hits.push_back({kindBonus(item.kind), &item});
                continue;
            }
            const std::optional<int> s = matcher.score(item.searchText, item.lowerText);
            if (s)
                hits.push_back({*s + kindBonus(item.kind), &item});
        }
    }
    const auto better = [empty = matcher.isEmpty()](const Hit& a, const Hit& b) {
        if (a.score != b.score)
            return a.score > b.score;
        if (!empty && a.item->title.size() != b.item->title.size())
            return a.item->title.size() < b.item->title.size();
        return empty ? false : a.item->title < b.item->title;
    };
    const size_t count = std::min(hits.size(), size_t(std::max(limit, 0)));
    if (matcher.isEmpty())
        std::stable_sort(hits.begin(), hits.end(), better); // keep the registration order
    else
        std::partial_sort(hits.begin(), hits.begin() + static_cast<qsizetype>(count), hits.end(), better);
    QList<PaletteResult> results;
    results.reserve(static_cast<qsizetype>(count));
    for (size_t i = 0; i < count; ++i)
        results.append({*hits[i].item, hits[i].score});
    return results;
}

} // namespace ui
} // namespace cloudly
