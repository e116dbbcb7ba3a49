// Translation catalogues are linked in as Qt resources under :/i18n (see CMakeLists.txt).
// This file gives the static library an object file; the loader lives in core/util/translator.cpp.
namespace cloudly::translations {
int catalogueAnchor()
{
    return 0;
}
} // namespace cloudly::translations
