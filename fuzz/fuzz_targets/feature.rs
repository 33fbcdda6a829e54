#![no_main]
//! cargo-fuzz target: the properties of `arbiter_fuzz::feature`.

libfuzzer_sys::fuzz_target!(|data: &[u8]| arbiter_fuzz::feature(data));
