//! Where a quote's words come from: the edition, the language and the article of the
//! official text, read from a rulebook file's `Text: quote — …` line and shown to the
//! reader through Fluent (`quote-source`), so that a quote that falls back to English is
//! labelled in the reader's language («Правила игры в шахматы ФИДЕ, редакция 2005 г.,
//! английский текст, статья 3.8 a ii»). Its message is in `i18n::messages` (the build
//! script compiles this module on its own, without the i18n layer).

/// The source of a quote, in parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuoteSource {
    /// The edition's year: `2005`, or `2018` for the Russian text of 2018 or later.
    pub edition: u16,
    /// Whether the text is of that edition or a later one (the Russian translation is
    /// known to be of 2018 or later, not of which edition exactly).
    pub or_later: bool,
    /// The language of the words: `en`, `ru`.
    pub language: String,
    /// Whether the label is an appendix point (`C.10`) rather than an article.
    pub appendix: bool,
    /// The article's label in that edition: `3.8 a ii`, `4.4.1`.
    pub article: String,
}

impl QuoteSource {
    /// The numbering the quote uses: a 2018-or-later text is numbered as 2023 is.
    pub fn numbering(&self) -> super::Edition {
        match self.edition {
            2018.. => super::Edition::E2023,
            2009..2018 => super::Edition::E2009,
            _ => super::Edition::E2005,
        }
    }

    /// Reads a source as the rulebook files write it, in English or in Russian:
    /// `FIDE Laws of Chess, 2005 edition, English, Article 3.7 a`,
    /// `Правила игры в шахматы ФИДЕ, редакция 2018 г. или более поздняя, русский текст,
    /// статья 3.10.1`. None when a part is missing or not understood.
    pub fn parse(text: &str) -> Option<QuoteSource> {
        let parts: Vec<&str> = text.splitn(4, ", ").map(str::trim).collect();
        let [_laws, edition, language, article] = parts.as_slice() else { return None };
        let year = edition.split(|c: char| !c.is_ascii_digit()).find(|s| s.len() == 4)?.parse().ok()?;
        let or_later = edition.contains("or later") || edition.contains("или более поздняя");
        let language = match *language {
            "English" | "английский текст" => "en",
            "Russian" | "русский текст" => "ru",
            _ => return None,
        };
        let (appendix, label) = ["Article ", "статья ", "Appendix ", "приложение "]
            .iter()
            .enumerate()
            .find_map(|(i, word)| article.strip_prefix(word).map(|rest| (i >= 2, rest.trim())))?;
        if label.is_empty() {
            return None;
        }
        Some(QuoteSource {
            edition: year,
            or_later,
            language: language.to_owned(),
            appendix,
            article: label.to_owned(),
        })
    }
}
