//! The `arbiter` command line.

/// Runs the command line; returns the exit code.
pub fn main() -> i32 {
    0
}
