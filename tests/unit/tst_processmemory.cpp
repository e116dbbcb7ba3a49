// The allocator policy both executables set at start (core/util/processmemory.h): big blocks are mapped on
// their own every time (glibc's default threshold rises to the size of the last big block freed, after which
// blocks of that size stay in the heap when freed) and go back to the system when freed.
#include "core/util/processmemory.h"

#include <QTest>

#include <cstdlib>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

using namespace cloudly::core;

class TestProcessMemory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bigBlocksAreMappedEveryTime()
    {
#if defined(__GLIBC__)
        applyMallocPolicy();
        const size_t before = mallinfo2().hblks;
        constexpr size_t kBig = 4 * 1024 * 1024; // a reply's buffer, say
        for (int round = 0; round < 3; ++round) {
            void* big = std::malloc(kBig);
            QVERIFY(big);
            static_cast<char*>(big)[0] = 1;
            QCOMPARE(mallinfo2().hblks, before + 1); // mapped on its own, also after one was freed
            std::free(big);
            QCOMPARE(mallinfo2().hblks, before); // and unmapped when freed
        }
        // Below the threshold: from the heap.
        void* small = std::malloc(kMallocMmapThreshold / 2);
        QVERIFY(small);
        QCOMPARE(mallinfo2().hblks, before);
        std::free(small);
        trimHeap();
        QVERIFY(procStatusKiB("VmRSS") > 0);
#else
        QFAIL("the allocator policy is glibc's: this test needs a glibc build");
#endif
    }
};

QTEST_GUILESS_MAIN(TestProcessMemory)
#include "tst_processmemory.moc"
