//! Seller operations on chat channels and mutes (api-catalogue §2.8).

use crate::resources as r;
use crate::{Behaviour, Differences, Generation, Kind, Objects, Op, Outcomes, Param, Unit};

const NAME: Param = Param::pos("name", "name", "Channel name").max(50);
/// A channel that exists: completion offers the app's.
const CHANNEL: Param = NAME.completes(Objects::Channels);
const USER: Param = Param::pos("user", "user", "Username").completes(Objects::Users);

pub const OPS: &[Op] = &[
    Op::seller("fetchallchats", "chats list", "List chat channels")
        .differs(&[Differences::on(Generation::Open2022)
            .json(Outcomes::All)
            .words(&[("No chats found", "No chat channels found")])])
        .example("chats list")
        .list("chats", &r::CHAT),
    Op::seller("addchannel", "chats create", "Create a chat channel")
        .differs(&[Differences::on(Generation::Open2022)
            .reads(&["delay", "name"])
            .does(Behaviour::AddChannel)])
        .example("chats create general --delay 5s")
        .params(&[
            NAME,
            Param::req(
                "delay",
                "delay",
                Kind::Duration(Unit::Seconds),
                "Minimum time between two messages of a user (sent in seconds)",
            ),
        ]),
    Op::seller(
        "editchan",
        "chats edit",
        "Change the message delay of a chat channel",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .reads(&["delay", "name"])
        .does(Behaviour::EditChannel)])
    .example("chats edit general --delay 2m")
    .params(&[
        CHANNEL,
        Param::req(
            "delay",
            "delay",
            Kind::Duration(Unit::Minutes),
            "Minimum time between two messages of a user (sent in minutes)",
        ),
    ]),
    Op::seller(
        "delchannel",
        "chats delete",
        "Delete a chat channel and its messages",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .reads(&["name"])
        .does(Behaviour::ChannelLookedUp)])
    .example("chats delete general --yes")
    .params(&[CHANNEL])
    .destructive(),
    Op::seller(
        "clearchannel",
        "chats clear",
        "Delete every message of a chat channel",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .reads(&["name"])
        .does(Behaviour::ChannelLookedUp)])
    .example("chats clear general --yes")
    .params(&[CHANNEL])
    .destructive(),
    Op::seller("fetchallmutes", "chats mutes", "List muted chat users")
        .differs(&[Differences::on(Generation::Open2022).json(Outcomes::All)])
        .example("chats mutes")
        .list("mutes", &r::MUTE),
    Op::seller(
        "muteuser",
        "chats mute",
        "Mute a user in every chat channel",
    )
    .differs(&[Differences::on(Generation::Open2022)
        .numbers(&[("time", 500)])
        .reads(&["time"])
        .does(Behaviour::MuteUser)])
    .example("chats mute alice --duration 1h")
    .params(&[
        USER,
        Param::req(
            "time",
            "duration",
            Kind::Duration(Unit::Seconds),
            "How long (sent in seconds)",
        ),
    ]),
    Op::seller("unmuteuser", "chats unmute", "Lift a user's chat mute")
        .differs(&[Differences::on(Generation::Open2022).does(Behaviour::UnmuteUser)])
        .example("chats unmute alice")
        .params(&[USER]),
];
