//! Multi-command stories: a seller's ordinary day, the support desk's tickets, server generations.

mod client_random;
pub(crate) mod desk;
mod generations;
mod older_random;
mod round_trips;
mod round_trips_random;
mod seller_day;
mod transcripts;
mod twin_records;
mod twins;
mod unmade;
