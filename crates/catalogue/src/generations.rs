//! Server generations and how an operation differs on each: the declarations the CLI reads to
//! send to an older server (its type names, the parameters it ignores, the fields it lacks) and
//! the sandbox reads to answer as one (its words, its answers' shapes, its known bugs). A third
//! generation is a `Generation` variant and one more `Differences` entry in the operations whose
//! answers differ there (docs/generations.md, CONTRIBUTING.md).

/// A seller-API generation. The 2022 open-source KeyAuth server lacks 30 of the newest types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Generation {
    /// The last public open-source seller API (KeyAuth-Source-Code, August 2022).
    Open2022,
    /// The hosted service and its current source.
    Current,
}

impl Generation {
    pub const ALL: [Generation; 2] = [Generation::Open2022, Generation::Current];
    /// The name `doctor`, the cache and `sandbox start --generation` use.
    pub const fn name(self) -> &'static str {
        match self {
            Generation::Open2022 => "2022",
            Generation::Current => "current",
        }
    }
    pub fn parse(name: &str) -> Option<Generation> {
        Generation::ALL.into_iter().find(|g| g.name() == name)
    }
    /// Whether `adduser` of an existing name stores a second user of it (and its subscription):
    /// the 2022 server does (keyauth-differences.md R21); the current one answers `Username
    /// already exists!`. Such twins are read and changed by name, together.
    pub const fn stores_twin_users(self) -> bool {
        match self {
            Generation::Open2022 => true,
            Generation::Current => false,
        }
    }
}

/// How one operation differs on one server generation: a third generation is one more entry
/// in an operation's `differs`, not a new field. The first four the CLI reads too; the rest
/// describe the answers as that generation wrote them, which the sandbox imitates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Differences {
    pub generation: Generation,
    /// The type's name there, where it differs.
    pub ty: Option<&'static str>,
    /// Parameters it accepts and ignores where they are the point of the request: refused
    /// before sending.
    pub drops: &'static [&'static str],
    /// Parameters it ignores while the rest of the request does its job (a key's note): warned
    /// before sending.
    pub warns: &'static [&'static str],
    /// Answer fields it does not send (`list.field` for a field of a list's rows): unknown
    /// there, never read as empty or false.
    pub lacks: &'static [&'static str],
    /// Its words for the answers whose message changed since (message now, message then).
    pub words: &'static [(&'static str, &'static str)],
    /// Answer fields it sent that the current service does not, each with the field it followed
    /// (`list.field` for a field of a list's rows).
    pub sends: &'static [(&'static str, &'static str)],
    /// Its answer (status, message) where the current service answers a success that found
    /// nothing (a list's `not_found` marker, a count of a name that names nothing).
    pub misses: Option<(u16, &'static str)>,
    /// Which answers it wrote as JSON whatever `format` asked.
    pub json: Outcomes,
    /// How it answered `format=text` where that differs.
    pub text: Text,
    /// A list (`list.field`) whose rows it sent as the field's bare value.
    pub bare: Option<&'static str>,
    /// Parameters without which its server died before answering: an empty body with this
    /// status.
    pub needs: &'static [(&'static str, u16)],
    /// Parameters that had to be numbers (a missing one too): otherwise an empty body with
    /// this status.
    pub numbers: &'static [(&'static str, u16)],
    /// Its known bugs in this operation (the sandbox's `--bugs`).
    pub bugs: &'static [Bug],
}

/// Which of an operation's answers a generation wrote as JSON whatever `format` asked (its PHP
/// wrote them with `die(json_encode(…))`, not through its `format`-aware helpers).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcomes {
    None,
    All,
    Successes,
    Failures,
}

/// How a generation answered `format=text`, where not as the current service does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Text {
    AsNow,
    /// The list `list.field` as one line per row, its last character lost with the bugs
    /// (`substr(…, 0, -2)` of a `\n`-terminated list).
    Lines(&'static str),
    /// A text answer always with HTTP 200, whatever the JSON answer's status.
    AlwaysOk,
}

/// A generation's known bug in an operation's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bug {
    /// Always fails with this message (the 2022 `ban` wants `genby` to be the session's user,
    /// empty in the seller API).
    Fails(&'static str),
    /// This answer field (`record.field`) is sent as null: the PHP answered a variable it never
    /// set.
    Null(&'static str),
    /// `format=text`: the line of a `true` flag has no line break (PHP's `?:` binds before `.`).
    TrueUnbroken,
}

impl Differences {
    /// No difference on `generation` (the builders below add them).
    pub const fn on(generation: Generation) -> Differences {
        Differences {
            generation,
            ty: None,
            drops: &[],
            warns: &[],
            lacks: &[],
            words: &[],
            sends: &[],
            misses: None,
            json: Outcomes::None,
            text: Text::AsNow,
            bare: None,
            needs: &[],
            numbers: &[],
            bugs: &[],
        }
    }
    /// The type is called `ty` there (same parameters).
    pub const fn ty(self, ty: &'static str) -> Differences {
        Differences {
            ty: Some(ty),
            ..self
        }
    }
    pub const fn drops(self, drops: &'static [&'static str]) -> Differences {
        Differences { drops, ..self }
    }
    pub const fn warns(self, warns: &'static [&'static str]) -> Differences {
        Differences { warns, ..self }
    }
    pub const fn lacks(self, lacks: &'static [&'static str]) -> Differences {
        Differences { lacks, ..self }
    }
    pub const fn words(self, words: &'static [(&'static str, &'static str)]) -> Differences {
        Differences { words, ..self }
    }
    pub const fn sends(self, sends: &'static [(&'static str, &'static str)]) -> Differences {
        Differences { sends, ..self }
    }
    pub const fn misses(self, status: u16, message: &'static str) -> Differences {
        Differences {
            misses: Some((status, message)),
            ..self
        }
    }
    pub const fn json(self, json: Outcomes) -> Differences {
        Differences { json, ..self }
    }
    pub const fn text(self, text: Text) -> Differences {
        Differences { text, ..self }
    }
    pub const fn bare(self, path: &'static str) -> Differences {
        Differences {
            bare: Some(path),
            ..self
        }
    }
    pub const fn needs(self, needs: &'static [(&'static str, u16)]) -> Differences {
        Differences { needs, ..self }
    }
    pub const fn numbers(self, numbers: &'static [(&'static str, u16)]) -> Differences {
        Differences { numbers, ..self }
    }
    pub const fn bugs(self, bugs: &'static [Bug]) -> Differences {
        Differences { bugs, ..self }
    }
}
