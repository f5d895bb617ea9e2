// The operator's settings as players read them: global variables and the bonus list (SPEC.md §3, §7).
export {};
