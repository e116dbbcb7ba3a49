namespace cloudly::ui {
int uiAnchor() { return 0; }
} // namespace cloudly::ui
