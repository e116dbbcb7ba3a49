// Test functions that only make pictures for the documentation are not run at all unless their environment
// variable is set: a function that always skips would show up as part of a passing test in CI.
//   CLOUDLY_QTEST_MAIN_WITHOUT_DOCS(TestClass, "CLOUDLY_SCREENSHOT_DIR", "screenshots")
// replaces QTEST_MAIN. Run with no arguments and the variable unset, it passes QTest the name of every test
// function except the docs-only one; with arguments (a function name, -o, ...) they go to QTest unchanged.
#pragma once

#include <QApplication>
#include <QByteArray>
#include <QMetaMethod>
#include <QObject>
#include <QTest>

#include <vector>

namespace cloudly::test {

inline int execWithoutDocsOnly(QObject* test, int argc, char** argv, const char* envVar, const char* docsOnly)
{
    if (argc > 1 || !qEnvironmentVariableIsEmpty(envVar))
        return QTest::qExec(test, argc, argv);
    std::vector<QByteArray> names;
    const QMetaObject* meta = test->metaObject();
    for (int i = meta->methodOffset(); i < meta->methodCount(); ++i) {
        const QMetaMethod method = meta->method(i);
        if (method.methodType() != QMetaMethod::Slot || method.access() != QMetaMethod::Private ||
            method.parameterCount() != 0)
            continue;
        const QByteArray name = method.name();
        if (name == docsOnly || name.endsWith("_data") || name == "initTestCase" ||
            name == "cleanupTestCase" || name == "init" || name == "cleanup")
            continue;
        names.push_back(name);
    }
    std::vector<char*> args{argv[0]};
    for (QByteArray& name : names)
        args.push_back(name.data());
    return QTest::qExec(test, static_cast<int>(args.size()), args.data());
}

} // namespace cloudly::test

#define CLOUDLY_QTEST_MAIN_WITHOUT_DOCS(TestObject, envVar, docsOnly)                                        \
    int main(int argc, char** argv)                                                                          \
    {                                                                                                        \
        QApplication app(argc, argv);                                                                        \
        app.setAttribute(Qt::AA_Use96Dpi, true);                                                             \
        QTEST_SET_MAIN_SOURCE_PATH                                                                           \
        TestObject tc;                                                                                       \
        return cloudly::test::execWithoutDocsOnly(&tc, argc, argv, envVar, docsOnly);                        \
    }
