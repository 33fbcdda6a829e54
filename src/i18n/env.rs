//! The locale the environment asks for, read the way gettext reads it.

/// The locales the environment requests, best first: `LANGUAGE` (a colon-separated list)
/// unless the locale is `C`/`POSIX`, then the first set of `LC_ALL`, `LC_MESSAGES`,
/// `LANG`. Encodings and modifiers are dropped (`ru_RU.UTF-8@euro` → `ru-RU`); `C` and
/// `POSIX` mean English. Empty when nothing is set.
pub fn locale_from_env(var: impl Fn(&str) -> Option<String>) -> Vec<String> {
    let clean = |s: &str| -> Option<String> {
        let s = s.split(['.', '@']).next().unwrap_or("").trim();
        match s {
            "" => None,
            "C" | "POSIX" => Some("en-US".to_owned()),
            _ => Some(s.replace('_', "-")),
        }
    };
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].iter().find_map(|k| var(k).filter(|v| !v.is_empty()));
    let base = |s: &str| s.split(['.', '@']).next().unwrap_or("").trim().to_owned();
    let is_c = locale.as_deref().map(base).is_some_and(|l| l == "C" || l == "POSIX");
    let mut out = Vec::new();
    if !is_c && let Some(list) = var("LANGUAGE") {
        out.extend(list.split(':').filter_map(clean));
    }
    if let Some(l) = locale.as_deref().and_then(clean) {
        out.push(l);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let pairs: Vec<(String, String)> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        move |k| pairs.iter().find(|(key, _)| key == k).map(|(_, v)| v.clone())
    }

    #[test]
    fn reads_as_gettext_does() {
        assert_eq!(locale_from_env(env(&[("LANG", "ru_RU.UTF-8")])), vec!["ru-RU"]);
        assert_eq!(locale_from_env(env(&[("LC_ALL", "C"), ("LANGUAGE", "ru")])), vec!["en-US"]);
        assert_eq!(locale_from_env(env(&[("LANG", "POSIX")])), vec!["en-US"]);
        assert_eq!(locale_from_env(env(&[("LANGUAGE", "ru:en"), ("LANG", "de_DE")])), vec!["ru", "en", "de-DE"]);
        assert_eq!(locale_from_env(env(&[("LC_MESSAGES", "ru_RU@latin"), ("LANG", "en_US")])), vec!["ru-RU"]);
        assert_eq!(locale_from_env(env(&[("LC_ALL", ""), ("LANG", "ru_RU")])), vec!["ru-RU"]);
        assert!(locale_from_env(env(&[])).is_empty());
    }
}
