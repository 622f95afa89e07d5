//! The field model: what each field of each resource the service answers with means.
//!
//! Every field is declared once, on its resource (`resources.rs`). Rendering, JSON
//! normalisation, filters, sorting and secret redaction read these declarations; a field's
//! meaning is a property of the resource it belongs to, never of its name alone (a user's
//! `cooldown` is a time, the app settings' `cooldown` a duration).
//!
//! The types are declared in `schema.rs`, a leaf that `resources.rs` builds on; this module
//! re-exports them and answers the questions asked of every declared field at once, which need
//! the list of all resources (`resources::ALL`). So the imports run one way:
//! `fields → resources → schema`.

pub use crate::schema::{Field, Keep, Meaning, Resource, Role, Tone, BAN_STATUS};

/// Whether `name` is a secret in any resource: for answers no operation describes (`api`
/// of an unknown type, `doctor`, error text), redaction errs on the side of dropping.
pub fn is_secret_anywhere(name: &str) -> bool {
    crate::resources::ALL
        .iter()
        .flat_map(|r| r.fields.iter())
        .any(|f| f.is_secret() && (f.name == name || f.aliases.contains(&name)))
}

/// Whether `name` is a masked credential in any resource.
pub fn is_masked_anywhere(name: &str) -> bool {
    crate::resources::ALL
        .iter()
        .flat_map(|r| r.fields.iter())
        .any(|f| f.masked && f.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::resources::{LICENSE, SETTINGS, USER, USER_SUB};
    use crate::Unit;

    #[test]
    fn meaning_belongs_to_the_resource() {
        assert_eq!(USER.field("cooldown").unwrap().meaning, Meaning::Time);
        assert_eq!(
            SETTINGS.field("cooldown").unwrap().meaning,
            Meaning::Duration(Unit::Seconds)
        );
        assert_eq!(LICENSE.field("duration").unwrap().name, "expires");
        assert_eq!(LICENSE.canonical("creationdate"), "gendate");
        assert_eq!(LICENSE.id().unwrap().name, "key");
        assert!(is_secret_anywhere("password"));
        assert!(!is_secret_anywhere("note"));
    }

    #[test]
    fn every_resource_is_registered_and_names_are_unique() {
        for r in crate::resources::ALL {
            let mut seen = std::collections::HashSet::new();
            for f in r.fields {
                assert!(seen.insert(f.name), "{}.{} declared twice", r.name, f.name);
                for a in f.aliases {
                    assert!(seen.insert(a), "{}.{a} declared twice", r.name);
                }
                for inner in [f.meaning] {
                    if let Meaning::List(x) | Meaning::Record(x) = inner {
                        assert!(
                            crate::resources::ALL.iter().any(|y| std::ptr::eq(*y, x)),
                            "{} is not in resources::ALL",
                            x.name
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn narrow_tables_keep_identifiers_and_state_first() {
        let keep =
            |r: &Resource| -> Vec<(&str, Keep)> { r.columns().map(|f| (f.name, f.keep)).collect() };
        use Keep::*;
        assert_eq!(
            keep(&LICENSE),
            [
                ("key", Id),
                ("status", State),
                ("level", State),
                ("expires", State),
                ("note", Free),
                ("usedby", Ident),
                ("usedon", Detail),
                ("gendate", Detail),
            ]
        );
        assert_eq!(USER.field("banned").unwrap().keep, State, "a ban is state");
        assert_eq!(USER.field("ip").unwrap().keep, Ident);
        // A paused subscription says so in its expiry: the flag's column goes first.
        assert_eq!(USER_SUB.field("paused").unwrap().keep, Detail);
        // Every resource with columns has its identifier (when it has one) ranked to stay.
        for r in crate::resources::ALL {
            if let Some(id) = r.id() {
                assert_eq!(id.keep, Id, "{}.{}", r.name, id.name);
            }
        }
    }

    #[test]
    fn tones_name_values_the_field_takes() {
        for r in crate::resources::ALL {
            for f in r.fields {
                for (v, _) in f.tones {
                    assert!(
                        f.values().contains(v),
                        "{}.{}: {v:?} is not one of its values",
                        r.name,
                        f.name
                    );
                }
            }
        }
        let status = LICENSE.field("status").unwrap();
        assert_eq!(status.tone_of("banned"), Some(Tone::Bad));
        assert_eq!(status.tone_of("Not Used"), Some(Tone::Good));
        assert_eq!(LICENSE.field("note").unwrap().tone_of("Banned"), None);
    }
}
