#pragma once

#include <QString>

#include <optional>

namespace cloudly {
namespace core {

// A link to one view of the console: `cloudly://PROFILE/PAGE?filter=…&select=ID`. It names what to show
// (which saved profile, which page, the filter text and the row to select) and nothing else: a link has no
// way to ask for an action, so opening one never sends anything to a server.
//
// The text form is written by formatViewLink() and read by parseViewLink(); every part is percent-encoded
// (UTF-8), so profile names with spaces or capitals survive (a URL host would be lower-cased). A link is
// refused as a whole with a message that names what is wrong; nothing is guessed.
struct ViewLink
{
    QString profile; // a saved profile's name, exactly as saved
    QString page;    // a page key: lower-case letters, digits and '-' ("tasks", "services")
    QString filter;  // the page's filter text; empty: unfiltered
    QString select;  // the id of the row to select; empty: none

    bool operator==(const ViewLink&) const = default;
};

struct ViewLinkParse
{
    std::optional<ViewLink> link; // set exactly when error is empty
    QString error;                // translated; names the part that is wrong
    bool ok() const { return link.has_value(); }
};

inline constexpr qsizetype kMaxViewLinkLength = 8192;

// The scheme, without "://".
QString viewLinkScheme();
// Whether a command-line argument is meant as a link (starts with "cloudly:", any case); it may still be a
// malformed one, which parseViewLink() then explains.
bool looksLikeViewLink(const QString& argument);
// Parses a link; surrounding white space is ignored.
ViewLinkParse parseViewLink(const QString& text);
// The link's text; parseViewLink(formatViewLink(l)) gives l back for every l that isPageKey(l.page) and has a
// non-empty profile without control characters.
QString formatViewLink(const ViewLink& link);
// Lower-case letters, digits and '-', starting with a letter, at most 64 characters.
bool isPageKey(const QString& page);

} // namespace core
} // namespace cloudly
