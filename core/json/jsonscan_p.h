#pragma once

// Private to cloudly_core: finding where JSON values end without parsing them, for frames too big to index
// whole (a 40 MB getDeployments reply: simdjson's index of all of it is ~35 MB more at the console's peak).
// Nothing here validates: what it finds is judged by simdjson or QJsonDocument afterwards, and anything it
// does not recognise makes the caller take the indexed path instead.
#include <string_view>
#include <vector>

namespace cloudly {
namespace core {
namespace json {

// Frames and responses from this size on are scanned, not indexed whole (Envelope::scan, the deployments
// decoder).
inline constexpr size_t kScanInsteadOfIndexBytes = 1024 * 1024;

inline bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// `p` past JSON whitespace (at most `limit`).
const char* skipSpace(const char* p, const char* limit);

// The end (one past) of the value that starts at `p`: a string (escapes stepped over), an object or array
// (brackets counted outside strings) or a scalar (up to the next `,` `}` `]` or whitespace). nullptr when
// it does not end before `limit`.
const char* valueEnd(const char* p, const char* limit);

// The key at `p` (its opening quote) up to the `:` after it: the key's text and `p` moved past the colon
// and the whitespace after it. False for a key with an escape or a control character (the parsers read
// those), or when no `:` follows.
bool scanKey(const char*& p, const char* limit, std::string_view& key);

// One member of an object as found by scanObject(): the key's text (no escapes in it) and the value's.
struct ScannedMember
{
    std::string_view key;
    std::string_view value;
};

// The members of the object `text` (whitespace around it allowed), in order. False when `text` is not an
// object as far as a scan can tell, or a key has an escape or a control character.
bool scanObject(std::string_view text, std::vector<ScannedMember>& members);

} // namespace json
} // namespace core
} // namespace cloudly
