// The byte scan of big replies (core/json/jsonscan): valueEnd() finds where a value ends, escapes and
// brackets inside strings included, at every offset of its 16-byte blocks, and says so (nullptr) when the
// value does not end before the limit. Checked against a byte-by-byte reference on generated JSON.
#include "core/json/jsonscan_p.h"

#include <QRandomGenerator>
#include <QTest>

#include <string>

using namespace cloudly::core;

namespace {
// The reference: one byte at a time.
const char* referenceEnd(const char* p, const char* limit)
{
    if (p >= limit)
        return nullptr;
    const bool container = *p == '{' || *p == '[';
    if (!container && *p != '"') {
        while (p < limit && *p != ',' && *p != '}' && *p != ']' && !json::isSpace(*p))
            ++p;
        return p;
    }
    size_t depth = 0;
    bool inString = false;
    for (; p < limit; ++p) {
        const char c = *p;
        if (inString) {
            if (c == '\\') {
                ++p;
                continue;
            }
            if (c == '"') {
                inString = false;
                if (!container)
                    return p + 1;
            }
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '{' || c == '[')
            ++depth;
        else if ((c == '}' || c == ']') && --depth == 0)
            return p + 1;
    }
    return nullptr;
}

// A random value: objects, arrays, strings with escapes (\" \\ \n \u0041) and brackets inside, numbers.
void randomValue(QRandomGenerator& random, std::string& out, int depth, bool escapes = true)
{
    const quint32 kind = depth > 4 ? 2 + random.bounded(2) : random.bounded(4);
    switch (kind) {
    case 0:
    case 1: {
        const bool object = kind == 0;
        out += object ? '{' : '[';
        const quint32 n = random.bounded(6);
        for (quint32 i = 0; i < n; ++i) {
            if (i > 0)
                out += random.bounded(4) == 0 ? ", " : ",";
            if (object) {
                out += "\"k" + std::to_string(i) + "\":";
            }
            randomValue(random, out, depth + 1, escapes);
        }
        out += object ? '}' : ']';
        break;
    }
    case 2: {
        static const char* pieces[] = {"a", "bc", "\\\"", "\\\\", "\\n", "\\u0041",  "{",
                                       "}", "[",  "]",    ",",    " ",   "\xc3\xbc", "dep-gen-000123"};
        out += '"';
        const quint32 n = random.bounded(12);
        for (quint32 i = 0; i < n; ++i) {
            const char* piece = pieces[random.bounded(quint32(std::size(pieces)))];
            if (escapes || piece[0] != '\\')
                out += piece;
        }
        out += '"';
        break;
    }
    default:
        out += std::to_string(random.bounded(100000));
        if (random.bounded(2))
            out += ".5";
        break;
    }
}
} // namespace

class TestJsonScan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valueEndMatchesTheReference()
    {
        QRandomGenerator random(4711);
        for (int round = 0; round < 3000; ++round) {
            std::string value;
            randomValue(random, value, 0);
            // At every offset of a 16-byte block, with bytes after it and cut short.
            const std::string padding(static_cast<size_t>(random.bounded(20)), 'x');
            const std::string text =
                std::string(static_cast<size_t>(round % 16), ' ') + value + ",}" + padding;
            const char* begin = text.data() + round % 16;
            const char* limit = text.data() + text.size();
            const char* expected = referenceEnd(begin, limit);
            QCOMPARE(json::valueEnd(begin, limit), expected);
            QCOMPARE(expected, begin + value.size());
            const auto cut = static_cast<qsizetype>(random.bounded(quint32(value.size())));
            QCOMPARE(json::valueEnd(begin, begin + cut), referenceEnd(begin, begin + cut));
        }
    }

    // Long values (a reply's elements): 64-byte blocks without a backslash are read as masks, the others
    // byte by byte; both, and the switch between them, against the reference.
    void longValuesMatchTheReference()
    {
        QRandomGenerator random(99);
        for (int round = 0; round < 300; ++round) {
            const bool escapes = round % 3 == 0;
            std::string value = "[";
            const int elements = 20 + int(random.bounded(200));
            for (int i = 0; i < elements; ++i) {
                if (i > 0)
                    value += ',';
                randomValue(random, value, 1, escapes);
            }
            value += ']';
            const std::string text = std::string(static_cast<size_t>(round % 64), ' ') + value + "}]" +
                                     std::string(static_cast<size_t>(random.bounded(70)), '}');
            const char* begin = text.data() + round % 64;
            const char* limit = text.data() + text.size();
            QCOMPARE(json::valueEnd(begin, limit), begin + value.size());
            QCOMPARE(referenceEnd(begin, limit), begin + value.size());
            for (int cut = 0; cut < 5; ++cut) {
                const char* at = begin + random.bounded(quint32(value.size()));
                QCOMPARE(json::valueEnd(begin, at), referenceEnd(begin, at));
                // And from an element inside (any bracket or quote).
                const char* inner = begin + random.bounded(quint32(value.size()));
                QCOMPARE(json::valueEnd(inner, limit), referenceEnd(inner, limit));
            }
        }
    }

    void escapesAtABlockEnd()
    {
        // A backslash as the last byte of a 16-byte block escapes the first byte of the next one.
        for (int at = 1; at < 40; ++at) {
            std::string text = "[\"" + std::string(static_cast<size_t>(at), 'a') + "\\\"]\" , 1]";
            const char* begin = text.data();
            const char* limit = begin + text.size();
            QCOMPARE(json::valueEnd(begin, limit), limit);
            QCOMPARE(json::valueEnd(begin, limit), referenceEnd(begin, limit));
            std::string doubled = "{\"k\":\"" + std::string(static_cast<size_t>(at), 'b') + "\\\\\"}  ";
            QCOMPARE(json::valueEnd(doubled.data(), doubled.data() + doubled.size()),
                     doubled.data() + doubled.size() - 2);
        }
    }

    void unterminatedValuesEndNowhere()
    {
        for (const char* text : {"{\"a\":[1,2", "[\"}]", "{\"a\":\"b\\\"}", "[[[]]"}) {
            const std::string s(text);
            QCOMPARE(json::valueEnd(s.data(), s.data() + s.size()), nullptr);
        }
        const std::string empty;
        QCOMPARE(json::valueEnd(empty.data(), empty.data()), nullptr);
    }
};

QTEST_GUILESS_MAIN(TestJsonScan)
#include "tst_jsonscan.moc"
