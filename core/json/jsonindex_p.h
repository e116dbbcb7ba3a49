#pragma once

// Private to cloudly_core (simdjson): the index a ScannedJson carries.
#include "core/json/simdjson_p.h"

#include <QByteArray>

namespace cloudly {
namespace core {
// simdjson's parser after it indexed one frame (stage 1: the structural index, ~35 MB for a 40 MB frame) and
// the document over it. `source` keeps the indexed (padded) buffer alive: its address identifies the frame.
// A reader rewinds `doc` and walks it; one reader at a time (one thread). Envelope::scan() may be given an
// index nobody else holds to fill again: the parser keeps its buffers, so a big frame polled every few
// seconds does not allocate (and fault in) them anew each time.
struct JsonIndex
{
    json::od::parser parser;
    json::od::document doc;
    QByteArray source;

    // Frees the parser's buffers and lets go of the frame: the decoder calls it as soon as it has walked
    // the index, so the index (~35 MB touched for a 40 MB frame) is not resident while the decoded data's
    // consumers run, nor kept until the next reply. A later reader of the same ScannedJson indexes the
    // bytes itself (`source` no longer matches them).
    void release()
    {
        doc = json::od::document();
        parser = json::od::parser();
        source = QByteArray();
    }
};

} // namespace core
} // namespace cloudly
