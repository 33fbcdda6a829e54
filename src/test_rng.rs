//! A small seeded generator for the library's randomised tests (xorshift64): the same seed
//! gives the same positions on every machine, with no dependency.

/// The generator seeded with `seed` (not 0); each call gives the next 64-bit number.
pub(crate) fn xorshift(mut seed: u64) -> impl FnMut() -> u64 {
    move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    }
}
