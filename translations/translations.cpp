// Translation catalogues are linked in as Qt resources under :/i18n (see CMakeLists.txt).
// This file gives the static library an object file; the catalogue is loaded in app/console/main.cpp.
namespace cloudly::translations {
int catalogueAnchor()
{
    return 0;
}
} // namespace cloudly::translations
