// The betslip's coupon maths on the server: split properties of a slip (SPEC.md §5, §7).
export {};
