int cncursesw_placeholder_unused(void) { return 0; }
