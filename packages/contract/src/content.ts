// Banners, pages, promotions and uploaded media (SPEC.md §7 "Content management").
export {};
