//! The ids of the entries a Fluent file defines, read without parsing it: in Fluent an
//! entry starts at the beginning of a line — a message with its id, a term with `-` and its
//! id — while comments start with `#` and every other line of an entry is indented. Used
//! by `build.rs` to list each embedded file's entries, and at run time for files loaded
//! from elsewhere.

/// The ids `text` defines, in order: messages as they are, terms with their `-`.
pub fn entry_ids(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut start = 0;
    while start < bytes.len() {
        let first = if bytes[start] == b'-' { start + 1 } else { start };
        if bytes.get(first).is_some_and(u8::is_ascii_alphabetic) {
            let end = bytes[first..]
                .iter()
                .position(|&b| !(b.is_ascii_alphanumeric() || b == b'-' || b == b'_'))
                .map_or(bytes.len(), |n| first + n);
            out.push(&text[start..end]);
        }
        match bytes[start..].iter().position(|&b| b == b'\n') {
            Some(n) => start += n + 1,
            None => break,
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ids_are_the_messages_and_terms_a_file_defines() {
        let text = "# A comment\n## Group\n-term = Term\n    .attr = x\nmsg-one = One { -term }\n    continued\n\nmsg_two =\n    Two\n-\nlast=1";
        assert_eq!(entry_ids(text), ["-term", "msg-one", "msg_two", "last"]);
        assert!(entry_ids("").is_empty());
    }
}
