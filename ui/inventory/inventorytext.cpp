#include "ui/inventory/inventorytext.h"

namespace cloudly {
namespace ui {
QString quoteFilterValue(const QString& value)
{
    bool needsQuotes = value.isEmpty();
    for (const QChar c : value) {
        if (c.isSpace() || c == u'"' || c == u'\\') {
            needsQuotes = true;
            break;
        }
    }
    if (!needsQuotes)
        return value;
    QString out = QStringLiteral("\"");
    for (const QChar c : value) {
        if (c == u'"' || c == u'\\')
            out += u'\\';
        out += c;
    }
    return out + u'"';
}

QHash<QString, QString> serviceLabels(const QList<core::Service>& services)
{
    QHash<QString, QString> out;
    out.reserve(services.size());
    for (const core::Service& s : services)
        out.insert(s.id, nameWithId(s.data.name, s.id));
    return out;
}

QHash<QString, QString> nodeLabels(const QList<core::Cluster>& clusters)
{
    QHash<QString, QString> out;
    for (const core::Cluster& c : clusters) {
        for (const core::ClusterNode& n : c.data.nodes)
            out.insert(n.id, nameWithId(n.data.name.value_or(QString()), n.id));
    }
    return out;
}

QHash<QString, QString> imageLabels(const QList<core::Image>& images)
{
    QHash<QString, QString> out;
    for (const core::Image& i : images)
        out.insert(i.id, nameWithId(i.data.name.value_or(QString()), i.id));
    return out;
}

QHash<QString, QString> imageNames(const QList<core::Image>& images)
{
    QHash<QString, QString> out;
    for (const core::Image& i : images)
        out.insert(i.id, i.displayName());
    return out;
}

QString shortDigest(const QString& digest)
{
    return digest.size() > 19 ? digest.left(19) + QStringLiteral("…") : digest;
}

} // namespace ui
} // namespace cloudly