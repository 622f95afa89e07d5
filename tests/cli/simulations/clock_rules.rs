//! Each time rule, moved by `licensectl sandbox clock`, on the seller and client APIs.
