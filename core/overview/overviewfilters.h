#pragma once

#include "core/alerts/alertengine.h"
#include "core/preflight/receipt.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace cloudly {
namespace core {
// The two small filters the overview's links need on pages that have no filter language ("every
// number opens the view that shows what was counted"). Each is parsed from the link's text, so an overview
// link and the page can only mean the same rows; bad text is an error naming what was wrong, never an
// unfiltered list.

// The receipt history: every receipt (""), or only the latest receipt of each service ("latest"), optionally
// only those with a decision ("latest decision:no-go", "latest decision:go") — what the overview's
// "Latest preflight per service" tile counts.
struct ReceiptFilter
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::core::ReceiptFilter)
public:
    bool latestOnly = false;
    std::optional<bool> go; // nullopt: any decision

    static std::optional<ReceiptFilter> parse(const QString& text, QString* error);
    QString text() const;
    // Per receipt of `newestFirst` (ReceiptStore::list() order): whether it is shown.
    QList<bool> matches(const QList<preflight::Receipt>& newestFirst) const;
};

// The indexes into `newestFirst` of each service's latest receipt (the first one of its service id).
QList<qsizetype> latestReceiptPerService(const QList<preflight::Receipt>& newestFirst);

// The alerts page: every alert (""), or one kind ("kind:task-failed", "kind:task-unhealthy",
// "kind:preflight-no-go", "kind:backup-coverage").
struct AlertFilter
{
    Q_DECLARE_TR_FUNCTIONS(cloudly::core::AlertFilter)
public:
    std::optional<Alert::Kind> kind;

    static std::optional<AlertFilter> parse(const QString& text, QString* error);
    QString text() const;
    bool matches(const Alert& alert) const { return !kind || alert.kind == *kind; }
    static QString kindWord(Alert::Kind kind); // "task-failed", …
    static const QList<Alert::Kind>& kinds();  // every kind, in the enum's order
};

} // namespace core
} // namespace cloudly
