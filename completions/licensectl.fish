# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_licensectl_global_optspecs
    string join \n o/output= json= jq= profile= base-url= timeout= rate-limit= retries= local y/yes dry-run v/verbose show-secrets no-verify session-stdin allow-insecure-http h/help V/version
end

function __fish_licensectl_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_licensectl_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_licensectl_using_subcommand
    set -l cmd (__fish_licensectl_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c licensectl -n "__fish_licensectl_needs_command" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_needs_command" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_needs_command" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_needs_command" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_needs_command" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_needs_command" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_needs_command" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_needs_command" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_needs_command" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_needs_command" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_needs_command" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_needs_command" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_needs_command" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_needs_command" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_needs_command" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_needs_command" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_needs_command" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_needs_command" -s V -l version -d 'Print version'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "config" -d 'Manage profiles: base URL, seller key and app credentials'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "sandbox" -d 'Run a local sandbox of the service (for trying things out, tests and CI)'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "ops" -d 'Inspect the operation catalogue'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "completions" -d 'Print a shell completion script'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "backup" -d 'Save the whole application as one JSON document (licenses, users, settings, …)'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "restore" -d 'Recreate a backup document in an empty application'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "api" -d 'Send any operation, even one licensectl does not know, and print the raw answer'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "doctor" -d 'Check the configuration, the connection to the service and the credentials'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "export" -d 'Write the app\'s configuration as TOML, for `licensectl plan` and `apply`'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "plan" -d 'Show what `apply` would change in the app'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "apply" -d 'Make the app match an app file'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "lookup" -d 'Everything about one customer: licenses, user, subscriptions, bans, sessions, logs'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "report" -d 'Keys sold and redeemed, new users, logins, renewals due and churn, with charts'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "watch" -d 'Follow one customer (or the whole app) live: logins, logs, HWID/IP changes, bans, time'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "licenses" -d 'Create, inspect, ban and delete license keys'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "users" -d 'Manage end users, their HWIDs, subscriptions and variables'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "subs" -d 'Define subscriptions (levels a key grants)'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "vars" -d 'Global application variables'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "files" -d 'Files the client API serves to logged-in users'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "webhooks" -d 'Server-side relayed requests the client calls by id'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "chats" -d 'Chat channels and mutes'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "sessions" -d 'Client sessions'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "blacklists" -d 'Blocked IPs, HWIDs, regions, countries and ASNs'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "whitelists" -d 'IPs allowed past the VPN block'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "logs" -d 'Logs sent by the client API'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "buttons" -d 'Web-loader buttons'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "app" -d 'Application settings, stats, hashes and pause'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "accounts" -d 'Reseller and manager accounts'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "client" -d 'The client API, as your application calls it'
complete -c licensectl -n "__fish_licensectl_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -f -a "init" -d 'Create or update a profile, checking the seller key against the service'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -f -a "list" -d 'List profiles (secrets masked)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -f -a "show" -d 'Show the settings in effect and where each value came from'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -f -a "use" -d 'Make a profile the default'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -f -a "set" -d 'Set one field of a profile (secrets only through --stdin)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -f -a "remove" -d 'Remove a profile'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -f -a "path" -d 'Print the config file\'s path'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and not __fish_seen_subcommand_from init list show use set remove path help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l app-name -d 'Application name (client API)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l ownerid -d 'Owner id (client API)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l client-api -d 'Client API version the app speaks: 1.3 (Ed25519-signed) or 1.2 (HMAC, needs the app secret)' -r -f -a "1.3\t''
1.2\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l public-key -d 'Ed25519 public key (hex) that signs client API 1.3 answers [default: the service\'s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l seller-key-stdin -d 'Read the seller key from the first line of stdin'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l no-check -d 'Save without checking the key against the service'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l default -d 'Make it the default profile'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from init" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from list" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from list" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from list" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from list" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from list" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from list" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from list" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from list" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from list" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from list" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from list" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from show" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from show" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from show" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from show" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from show" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from show" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from show" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from show" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from show" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from show" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from show" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from show" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from show" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from show" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from show" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from use" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from use" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from use" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from use" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from use" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from use" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from use" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from use" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from use" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from use" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from use" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from use" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from use" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from use" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from use" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from use" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from use" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from set" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from set" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from set" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from set" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from set" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from set" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from set" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from set" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from set" -l stdin -d 'Read the value from the first line of stdin'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from set" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from set" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from set" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from set" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from set" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from set" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from set" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from set" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from set" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from remove" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from remove" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from remove" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from remove" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from remove" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from remove" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from remove" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from remove" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from remove" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from remove" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from remove" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from remove" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from remove" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from remove" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from remove" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from remove" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from remove" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from path" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from path" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from path" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from path" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from path" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from path" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from path" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from path" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from path" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from path" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from path" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from path" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from path" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from path" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from path" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from path" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from path" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "init" -d 'Create or update a profile, checking the seller key against the service'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "list" -d 'List profiles (secrets masked)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show the settings in effect and where each value came from'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "use" -d 'Make a profile the default'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "set" -d 'Set one field of a profile (secrets only through --stdin)'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "remove" -d 'Remove a profile'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "path" -d 'Print the config file\'s path'
complete -c licensectl -n "__fish_licensectl_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -f -a "start" -d 'Serve the seller and client APIs until interrupted'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -f -a "outbox" -d 'List the mail the sandbox would have sent (magic links, codes, password resets)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -f -a "seed" -d 'Fill a sandbox database with generated data (for demos and benchmarks)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and not __fish_seen_subcommand_from start outbox seed help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l port -d 'Port to listen on [default: any free port]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l listen -d 'Address to listen on; anything but loopback exposes the sandbox to the network' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l db -d 'Database file [default: the embedded sandbox\'s, in the data dir]' -r -F
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l limits -d 'Rate limits to enforce' -r -f -a "off\t'Never throttle (local work)'
service\t'Enforce the service\'s seller rate limit and daily key cap'"
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l app-name -d 'Application name for a new database' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l set -d 'Set a dashboard-only setting the seller API cannot change (repeatable); kept in the database: hashcheck=0|1, forceHwid=0|1, minHwid=N, session=SECONDS, and the service\'s behaviours a loopback sandbox leaves off: sessionReuse=0|1, loopbackBans=0|1' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l flavor -d 'Server generation to answer as: current (the hosted service) or 2022 (the last open-source seller API; docs/sandbox.md lists how it differs)' -r -f -a "current\t''
2022\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l memory -d 'Keep everything in memory'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l flavor-bugs -d 'Reproduce the flavour\'s known bugs too (2022: `ban`, `unban` and `del` always fail)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l allow-private-fetch -d 'Let file uploads and webhook relays fetch loopback and private addresses'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from start" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from outbox" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from outbox" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from outbox" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from outbox" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from outbox" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from outbox" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from outbox" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from outbox" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from outbox" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from outbox" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from outbox" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from outbox" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from outbox" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from outbox" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from outbox" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from outbox" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from outbox" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l licenses -d 'Number of licenses to add' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l users -d 'Number of users to add' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l subs -d 'Number of subscriptions to define (spread over levels 1-3; at least 3)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l vars -d 'Number of global variables to add' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l db -d 'Database file [default: the embedded sandbox\'s, in the data dir]' -r -F
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l no-customers -d 'Leave out the support desk\'s practice customers'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from seed" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from help" -f -a "start" -d 'Serve the seller and client APIs until interrupted'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from help" -f -a "outbox" -d 'List the mail the sandbox would have sent (magic links, codes, password resets)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from help" -f -a "seed" -d 'Fill a sandbox database with generated data (for demos and benchmarks)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sandbox; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -f -a "list" -d 'List every service operation with its command and parameters'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and not __fish_seen_subcommand_from list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from list" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from list" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from list" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from list" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from list" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from list" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from list" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from list" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from list" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from list" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from list" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from help" -f -a "list" -d 'List every service operation with its command and parameters'
complete -c licensectl -n "__fish_licensectl_using_subcommand ops; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand completions" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand completions" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand completions" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand completions" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand completions" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand completions" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand completions" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand completions" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand completions" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand completions" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand completions" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand completions" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand completions" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand completions" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand completions" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand completions" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand completions" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand backup" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand backup" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand backup" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand backup" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand backup" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand backup" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand backup" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand backup" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand backup" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand backup" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand backup" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand backup" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand backup" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand backup" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand backup" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand backup" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand backup" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand restore" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand restore" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand restore" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand restore" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand restore" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand restore" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand restore" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand restore" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand restore" -l force -d 'Restore even when the application already has licenses or users'
complete -c licensectl -n "__fish_licensectl_using_subcommand restore" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand restore" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand restore" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand restore" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand restore" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand restore" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand restore" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand restore" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand restore" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand api" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand api" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand api" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand api" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand api" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand api" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand api" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand api" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand api" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand api" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand api" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand api" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand api" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand api" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand api" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand api" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand api" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand doctor" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand doctor" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand doctor" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand doctor" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand doctor" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand doctor" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand doctor" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand doctor" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand doctor" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand doctor" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand doctor" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand doctor" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand doctor" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand doctor" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand doctor" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand doctor" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand doctor" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand export" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand export" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand export" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand export" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand export" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand export" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand export" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand export" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand export" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand export" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand export" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand export" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand export" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand export" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand export" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand export" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand export" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -l prune -d 'Also plan deleting the records of declared kinds that FILE does not list'
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -l exit-code -d 'Exit 1 when there are changes, 0 when there are none'
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand plan" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand apply" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand apply" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand apply" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand apply" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand apply" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand apply" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand apply" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand apply" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand apply" -l prune -d 'Delete the records of declared kinds that FILE does not list'
complete -c licensectl -n "__fish_licensectl_using_subcommand apply" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand apply" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand apply" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand apply" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand apply" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand apply" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand apply" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand apply" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand apply" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand lookup" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand lookup" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand lookup" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand lookup" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand lookup" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand lookup" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand lookup" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand lookup" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand lookup" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand lookup" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand lookup" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand lookup" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand lookup" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand lookup" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand lookup" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand lookup" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand lookup" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -l period -d 'How many days to report on, ending today (e.g. 7d, 30d, 12w)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -l since -d 'First day reported on (YYYY-MM-DD, UTC)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -l until -d 'Last day reported on, included (YYYY-MM-DD, UTC) [default: today]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -l html -d 'Also write the report as one self-contained HTML page (inline SVG charts) to FILE' -r -F
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand report" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -l interval -d 'Time between polls (e.g. 500ms, 3s, 1m)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -l all -d 'Follow the whole app\'s logs and sessions instead of one customer'
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand watch" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "info" -d 'Show one license: status, level, duration, note and who used it'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "create" -d 'Create license keys (any amount; sent in chunks of 100)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "list" -d 'List every license key'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "verify" -d 'Check that a license key exists'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "add-time" -d 'Add time to every unused license'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "delete" -d 'Delete one license (and its subscriptions)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "delete-many" -d 'Delete several licenses at once'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "delete-unused" -d 'Delete every unused license'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "delete-used" -d 'Delete every used license'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "delete-all" -d 'Delete every license'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "ban" -d 'Ban a license (and optionally its user)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "unban" -d 'Lift a license ban'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "set-note" -d 'Set the note on a license'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "note" -d 'Show the note on a license'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "edit" -d 'Change how long an unused license lasts once redeemed'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "of-user" -d 'Show the license a user redeemed'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "assign" -d 'Redeem a license for an existing user'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "activate" -d 'Create a user from a license'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and not __fish_seen_subcommand_from info create list verify add-time delete delete-many delete-unused delete-used delete-all ban unban set-note note edit of-user assign activate help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from info" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l expiry -d 'How long a key lasts once redeemed (sent in days) — e.g. 90s, 12h, 30d, 1y, lifetime' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l amount -d 'How many keys to create [default: 1] (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l level -d 'Subscription level the keys grant [default: 1] (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l mask -d 'Key pattern; each * becomes a random character (docs/masks.md) (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l character -d 'Charset for *: 1 mixed case, 2 upper, 3 lower (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l note -d 'Note stored on every key (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l owner -d 'Creator recorded on the keys [default: SellerAPI] (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l status -d 'Only rows with this status: \'Not Used\', Used, Banned' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l level -d 'Only rows with this level' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l used-by -d 'Only licenses used by this user' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l note -d 'Only rows whose note contains this text (any case), e.g. \'reseller: acme\'' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l expiring-within -d 'Only rows expiring within this time from now, e.g. 7d' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l created-after -d 'Only rows created after a date (2026-01-31) or a time ago (7d)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l sort -d 'Sort by this field; -FIELD for descending (key, status, level, expires, note, usedby, usedon, gendate, genby, banned, hwid, id)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l limit -d 'At most N rows' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only each row\'s key, unmasked, one per line (to feed back to another command)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from verify" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -l time -d 'Time to add (sent in days) — e.g. 90s, 12h, 30d, 1y, lifetime' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -s q -l quiet -d 'Don\'t read back and print the resulting expiry'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from add-time" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -l user-too -d 'Also act on the user who redeemed it (optional)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -l no-user-too -d 'The opposite of --user-too'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -l keys -d 'Keys to delete, comma separated' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -l user-too -d 'Also act on the user who redeemed it (optional)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -l no-user-too -d 'The opposite of --user-too'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-many" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-unused" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-unused" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-unused" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-unused" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-unused" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-unused" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-unused" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-unused" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-unused" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-unused" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-unused" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-unused" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-unused" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-unused" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-unused" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-unused" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-unused" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-used" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-used" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-used" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-used" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-used" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-used" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-used" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-used" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-used" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-used" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-used" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-used" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-used" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-used" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-used" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-used" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-used" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-all" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-all" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-all" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-all" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-all" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-all" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-all" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-all" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-all" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-all" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-all" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-all" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-all" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-all" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-all" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-all" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from delete-all" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l reason -d 'Reason shown to the user (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l user-too -d 'Also act on the user who redeemed it (optional)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l no-user-too -d 'The opposite of --user-too'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from ban" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from unban" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -l note -d 'The note' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from set-note" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from note" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -l expiry -d 'New duration (sent in seconds) — e.g. 90s, 12h, 30d, 1y, lifetime' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -s q -l quiet -d 'Don\'t read back and print the resulting expiry'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from edit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from of-user" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -l user -d 'The user who gets the subscription' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from assign" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l user -d 'Username to create' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l hwid -d 'Hardware id to lock the user to (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l password-stdin -d 'Read the password from the first line of stdin [default: prompt on a terminal]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -s q -l quiet -d 'Don\'t read back and print the resulting expiry'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from activate" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "info" -d 'Show one license: status, level, duration, note and who used it'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create license keys (any amount; sent in chunks of 100)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "list" -d 'List every license key'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "verify" -d 'Check that a license key exists'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "add-time" -d 'Add time to every unused license'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete one license (and its subscriptions)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "delete-many" -d 'Delete several licenses at once'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "delete-unused" -d 'Delete every unused license'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "delete-used" -d 'Delete every used license'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "delete-all" -d 'Delete every license'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "ban" -d 'Ban a license (and optionally its user)'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "unban" -d 'Lift a license ban'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "set-note" -d 'Set the note on a license'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "note" -d 'Show the note on a license'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "edit" -d 'Change how long an unused license lasts once redeemed'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "of-user" -d 'Show the license a user redeemed'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "assign" -d 'Redeem a license for an existing user'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "activate" -d 'Create a user from a license'
complete -c licensectl -n "__fish_licensectl_using_subcommand licenses; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "create" -d 'Create a user with a subscription'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "delete" -d 'Delete a user with their subscriptions, variables and sessions'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "delete-expired" -d 'Delete every user without an active subscription'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "delete-all" -d 'Delete every user'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "verify" -d 'Check that a user exists'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "info" -d 'Show one user: active subscriptions, variables, HWID, IP, dates, ban'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "list" -d 'List users (the service returns at most 520)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "names" -d 'List every username'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "reset-hwid" -d 'Clear a user\'s HWID lock'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "reset-hwid-all" -d 'Clear the HWID lock of every user'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "set-password" -d 'Set or clear a user\'s password'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "set-email" -d 'Change a user\'s email address'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "rename" -d 'Rename a user everywhere (subscriptions, variables, keys, chat)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "add-hwid" -d 'Append a HWID to a user\'s allowed HWIDs'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "set-cooldown" -d 'Set when the user may next reset their own HWID'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "ban" -d 'Ban a user and blacklist their HWID and IP'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "unban" -d 'Lift a user ban and their HWID and IP blacklist'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "pause" -d 'Freeze a user\'s active subscriptions'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "unpause" -d 'Resume a user\'s frozen subscriptions'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "extend" -d 'Add time to a user\'s subscription (their only one without --sub), or grant it'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "subtract" -d 'Take time off a user\'s subscription'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "delete-sub" -d 'Remove a subscription from a user'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "subs" -d 'List a user\'s subscriptions'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "set-var" -d 'Set a variable on a user (or on every user)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "get-var" -d 'Show one variable of a user'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "delete-var" -d 'Delete one variable of a user'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "purge-var" -d 'Delete a variable from every user'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "vars" -d 'List every user variable'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and not __fish_seen_subcommand_from create delete delete-expired delete-all verify info list names reset-hwid reset-hwid-all set-password set-email rename add-hwid set-cooldown ban unban pause unpause extend subtract delete-sub subs set-var get-var delete-var purge-var vars help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l sub -d 'Subscription name' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l expiry -d 'How long the subscription lasts (sent in days) — e.g. 90s, 12h, 30d, 1y, lifetime' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l password-stdin -d 'Read the password from the first line of stdin [default: prompt on a terminal]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -s q -l quiet -d 'Don\'t read back and print the resulting expiry'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-expired" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-expired" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-expired" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-expired" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-expired" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-expired" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-expired" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-expired" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-expired" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-expired" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-expired" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-expired" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-expired" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-expired" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-expired" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-expired" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-expired" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-all" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-all" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-all" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-all" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-all" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-all" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-all" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-all" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-all" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-all" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-all" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-all" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-all" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-all" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-all" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-all" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-all" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from verify" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from info" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -l status -d 'Only rows with this status: Active, Banned' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -l created-after -d 'Only rows created after a date (2026-01-31) or a time ago (7d)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -l sort -d 'Sort by this field; -FIELD for descending (username, hwid, ip, createdate, lastlogin, banned, cooldown, owner, 2fa, subscriptions, uservars, id)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -l limit -d 'At most N rows' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only each row\'s username, unmasked, one per line (to feed back to another command)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -l sort -d 'Sort by this field; -FIELD for descending (username)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -l limit -d 'At most N rows' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -s q -l quiet -d 'Print only each row\'s username, unmasked, one per line (to feed back to another command)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from names" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid-all" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid-all" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid-all" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid-all" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid-all" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid-all" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid-all" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid-all" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid-all" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid-all" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid-all" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid-all" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid-all" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid-all" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid-all" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid-all" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from reset-hwid-all" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -l password-stdin -d 'Read the password from the first line of stdin [default: prompt on a terminal]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-password" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -l email -d 'New email address' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-email" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -l new-username -d 'The new username' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -l kill-session -d 'Session id of the user to end (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from rename" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -l hwid -d 'HWID to append' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from add-hwid" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -l cooldown -d 'Unix time (seconds) before which no self-service HWID reset; stored as given' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-cooldown" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -l reason -d 'Reason shown to the user' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from ban" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unban" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from pause" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from unpause" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l sub -d 'Subscription name [default: the user\'s only subscription] (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l expiry -d 'Time to add (sent in days) — e.g. 90s, 12h, 30d, 1y, lifetime' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l active-only -d 'With `all`: only users who already have that subscription (optional)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l no-active-only -d 'The opposite of --active-only'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -s q -l quiet -d 'Don\'t read back and print the resulting expiry'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from extend" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -l sub -d 'Subscription name' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -l time -d 'Time to take off (sent in seconds) — e.g. 90s, 12h, 30d, 1y, lifetime' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -s q -l quiet -d 'Don\'t read back and print the resulting expiry'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subtract" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -l sub -d 'Subscription name' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-sub" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l level -d 'Only rows with this level' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l expiring-within -d 'Only rows expiring within this time from now, e.g. 7d' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l sort -d 'Sort by this field; -FIELD for descending (subscription, expiry, paused, key, level, timeleft, user, id)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l limit -d 'At most N rows' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -s q -l quiet -d 'Print only each row\'s subscription, unmasked, one per line (to feed back to another command)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from subs" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l var -d 'Variable name' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l data -d 'Value' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l read-only -d 'The client API may read but not change it (optional)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l no-read-only -d 'The opposite of --read-only'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from set-var" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -l var -d 'Variable name' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from get-var" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -l var -d 'Variable name' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from delete-var" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from purge-var" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -l sort -d 'Sort by this field; -FIELD for descending (user, name, data, readOnly, response)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -l limit -d 'At most N rows' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -s q -l quiet -d 'Print only each row\'s name, unmasked, one per line (to feed back to another command)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from vars" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a user with a subscription'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a user with their subscriptions, variables and sessions'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "delete-expired" -d 'Delete every user without an active subscription'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "delete-all" -d 'Delete every user'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "verify" -d 'Check that a user exists'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "info" -d 'Show one user: active subscriptions, variables, HWID, IP, dates, ban'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "list" -d 'List users (the service returns at most 520)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "names" -d 'List every username'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "reset-hwid" -d 'Clear a user\'s HWID lock'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "reset-hwid-all" -d 'Clear the HWID lock of every user'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "set-password" -d 'Set or clear a user\'s password'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "set-email" -d 'Change a user\'s email address'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "rename" -d 'Rename a user everywhere (subscriptions, variables, keys, chat)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "add-hwid" -d 'Append a HWID to a user\'s allowed HWIDs'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "set-cooldown" -d 'Set when the user may next reset their own HWID'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "ban" -d 'Ban a user and blacklist their HWID and IP'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "unban" -d 'Lift a user ban and their HWID and IP blacklist'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "pause" -d 'Freeze a user\'s active subscriptions'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "unpause" -d 'Resume a user\'s frozen subscriptions'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "extend" -d 'Add time to a user\'s subscription (their only one without --sub), or grant it'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "subtract" -d 'Take time off a user\'s subscription'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "delete-sub" -d 'Remove a subscription from a user'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "subs" -d 'List a user\'s subscriptions'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "set-var" -d 'Set a variable on a user (or on every user)'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "get-var" -d 'Show one variable of a user'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "delete-var" -d 'Delete one variable of a user'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "purge-var" -d 'Delete a variable from every user'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "vars" -d 'List every user variable'
complete -c licensectl -n "__fish_licensectl_using_subcommand users; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -f -a "create" -d 'Create a subscription that keys of a level grant'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -f -a "list" -d 'List subscriptions'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -f -a "edit" -d 'Change the level of a subscription'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -f -a "delete" -d 'Delete a subscription definition (users keep the time already granted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -f -a "count" -d 'Count the active user subscriptions of a subscription'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -f -a "pause" -d 'Freeze every active user subscription of this name'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -f -a "unpause" -d 'Resume the paused user subscriptions of this name'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and not __fish_seen_subcommand_from create list edit delete count pause unpause help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -l level -d 'Level (a number, at most 12 digits)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -l level -d 'Only rows with this level' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -l sort -d 'Sort by this field; -FIELD for descending (name, level, count)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -l limit -d 'At most N rows' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only each row\'s name, unmasked, one per line (to feed back to another command)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -l level -d 'New level' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from edit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from count" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from pause" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from unpause" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a subscription that keys of a level grant'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from help" -f -a "list" -d 'List subscriptions'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from help" -f -a "edit" -d 'Change the level of a subscription'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a subscription definition (users keep the time already granted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from help" -f -a "count" -d 'Count the active user subscriptions of a subscription'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from help" -f -a "pause" -d 'Freeze every active user subscription of this name'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from help" -f -a "unpause" -d 'Resume the paused user subscriptions of this name'
complete -c licensectl -n "__fish_licensectl_using_subcommand subs; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -f -a "create" -d 'Create a global variable'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -f -a "edit" -d 'Change the value of a global variable'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -f -a "get" -d 'Show the value of a global variable'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -f -a "delete" -d 'Delete a global variable'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -f -a "delete-all" -d 'Delete every global variable'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -f -a "list" -d 'List global variables'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and not __fish_seen_subcommand_from create edit get delete delete-all list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l data -d 'Value of the variable' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l authed -d 'Only logged-in users may read it [default: --authed] (optional)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l no-authed -d 'The opposite of --authed'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -l data -d 'Value of the variable' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from edit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete-all" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete-all" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete-all" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete-all" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete-all" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete-all" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete-all" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete-all" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete-all" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete-all" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete-all" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete-all" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete-all" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete-all" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete-all" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete-all" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from delete-all" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -l sort -d 'Sort by this field; -FIELD for descending (varid, msg, authed)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -l limit -d 'At most N rows' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only each row\'s varid, unmasked, one per line (to feed back to another command)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a global variable'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from help" -f -a "edit" -d 'Change the value of a global variable'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from help" -f -a "get" -d 'Show the value of a global variable'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a global variable'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from help" -f -a "delete-all" -d 'Delete every global variable'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from help" -f -a "list" -d 'List global variables'
complete -c licensectl -n "__fish_licensectl_using_subcommand vars; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -f -a "upload" -d 'Register a file by the URL the service downloads it from'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -f -a "info" -d 'Show one file: URL, name, size and access'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -f -a "edit" -d 'Point a file at a new URL (downloaded again) and set who may fetch it'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -f -a "delete" -d 'Delete a file by id or name'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -f -a "delete-all" -d 'Delete every file'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -f -a "list" -d 'List files'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and not __fish_seen_subcommand_from upload info edit delete delete-all list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from upload" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from info" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l url -d 'Public URL of the new file (must answer 200)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l authed -d 'Only logged-in users may download it'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l no-authed -d 'The opposite of --authed'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from edit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete-all" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete-all" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete-all" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete-all" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete-all" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete-all" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete-all" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete-all" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete-all" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete-all" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete-all" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete-all" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete-all" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete-all" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete-all" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete-all" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from delete-all" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -l sort -d 'Sort by this field; -FIELD for descending (id, url, name, size, authed)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -l limit -d 'At most N rows' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only each row\'s id, unmasked, one per line (to feed back to another command)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from help" -f -a "upload" -d 'Register a file by the URL the service downloads it from'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from help" -f -a "info" -d 'Show one file: URL, name, size and access'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from help" -f -a "edit" -d 'Point a file at a new URL (downloaded again) and set who may fetch it'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a file by id or name'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from help" -f -a "delete-all" -d 'Delete every file'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from help" -f -a "list" -d 'List files'
complete -c licensectl -n "__fish_licensectl_using_subcommand files; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -f -a "create" -d 'Define a URL the client API relays requests to'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -f -a "delete-all" -d 'Delete every webhook'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -f -a "list" -d 'List webhooks'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -f -a "delete" -d 'Delete one webhook'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and not __fish_seen_subcommand_from create delete-all list delete help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l url -d 'Base URL the relayed request goes to' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l user-agent -d 'User agent sent [default: KeyAuth] (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l webid -d 'Id to give it [default: random] (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l authed -d 'Only logged-in users may call it [default: --authed]'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l no-authed -d 'The opposite of --authed'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete-all" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete-all" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete-all" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete-all" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete-all" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete-all" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete-all" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete-all" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete-all" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete-all" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete-all" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete-all" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete-all" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete-all" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete-all" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete-all" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete-all" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l sort -d 'Sort by this field; -FIELD for descending (webid, short_baselink, useragent, authed)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l limit -d 'At most N rows' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only each row\'s webid, unmasked, one per line (to feed back to another command)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from help" -f -a "create" -d 'Define a URL the client API relays requests to'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from help" -f -a "delete-all" -d 'Delete every webhook'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from help" -f -a "list" -d 'List webhooks'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete one webhook'
complete -c licensectl -n "__fish_licensectl_using_subcommand webhooks; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -f -a "list" -d 'List chat channels'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -f -a "create" -d 'Create a chat channel'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -f -a "edit" -d 'Change the message delay of a chat channel'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -f -a "delete" -d 'Delete a chat channel and its messages'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -f -a "clear" -d 'Delete every message of a chat channel'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -f -a "mutes" -d 'List muted chat users'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -f -a "mute" -d 'Mute a user in every chat channel'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -f -a "unmute" -d 'Lift a user\'s chat mute'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and not __fish_seen_subcommand_from list create edit delete clear mutes mute unmute help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -l sort -d 'Sort by this field; -FIELD for descending (name, delay)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -l limit -d 'At most N rows' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only each row\'s name, unmasked, one per line (to feed back to another command)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -l delay -d 'Minimum time between two messages of a user (sent in seconds) — e.g. 90s, 12h, 30d, 1y, lifetime' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -l delay -d 'Minimum time between two messages of a user (sent in minutes) — e.g. 90s, 12h, 30d, 1y, lifetime' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from edit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from clear" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -l expiring-within -d 'Only rows expiring within this time from now, e.g. 7d' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -l sort -d 'Sort by this field; -FIELD for descending (user, time)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -l limit -d 'At most N rows' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -s q -l quiet -d 'Print only each row\'s user, unmasked, one per line (to feed back to another command)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mutes" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -l duration -d 'How long (sent in seconds) — e.g. 90s, 12h, 30d, 1y, lifetime' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from mute" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from unmute" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from help" -f -a "list" -d 'List chat channels'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a chat channel'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from help" -f -a "edit" -d 'Change the message delay of a chat channel'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a chat channel and its messages'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from help" -f -a "clear" -d 'Delete every message of a chat channel'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from help" -f -a "mutes" -d 'List muted chat users'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from help" -f -a "mute" -d 'Mute a user in every chat channel'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from help" -f -a "unmute" -d 'Lift a user\'s chat mute'
complete -c licensectl -n "__fish_licensectl_using_subcommand chats; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -f -a "kill" -d 'End one client session'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -f -a "kill-all" -d 'End every client session'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -f -a "list" -d 'List client sessions: who is logged in, until when, from which IP'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and not __fish_seen_subcommand_from kill kill-all list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill-all" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill-all" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill-all" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill-all" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill-all" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill-all" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill-all" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill-all" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill-all" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill-all" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill-all" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill-all" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill-all" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill-all" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill-all" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill-all" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from kill-all" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -l expiring-within -d 'Only rows expiring within this time from now, e.g. 7d' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -l sort -d 'Sort by this field; -FIELD for descending (id, credential, expiry, validated, ip)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -l limit -d 'At most N rows' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only each row\'s id, unmasked, one per line (to feed back to another command)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from help" -f -a "kill" -d 'End one client session'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from help" -f -a "kill-all" -d 'End every client session'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from help" -f -a "list" -d 'List client sessions: who is logged in, until when, from which IP'
complete -c licensectl -n "__fish_licensectl_using_subcommand sessions; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -f -a "create" -d 'Blacklist an IP, HWID, region, country or ASN (one entry per value given)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -f -a "delete" -d 'Remove one blacklist entry'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -f -a "delete-all" -d 'Remove every blacklist entry'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -f -a "list" -d 'List blacklist entries'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and not __fish_seen_subcommand_from create delete delete-all list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -l ip -d 'IP address to block (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -l hwid -d 'Hardware id to block (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -l region -d 'Region to block (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -l country -d 'Country to block (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -l asn -d 'Autonomous system number to block (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -l type -d 'What the value is: ip, hwid, region, country or asn' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete-all" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete-all" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete-all" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete-all" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete-all" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete-all" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete-all" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete-all" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete-all" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete-all" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete-all" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete-all" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete-all" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete-all" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete-all" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete-all" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from delete-all" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -l sort -d 'Sort by this field; -FIELD for descending (type, ip, hwid, region, country, asn)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -l limit -d 'At most N rows' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only each row\'s value, unmasked, one per line (to feed back to another command)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from help" -f -a "create" -d 'Blacklist an IP, HWID, region, country or ASN (one entry per value given)'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Remove one blacklist entry'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from help" -f -a "delete-all" -d 'Remove every blacklist entry'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from help" -f -a "list" -d 'List blacklist entries'
complete -c licensectl -n "__fish_licensectl_using_subcommand blacklists; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -f -a "create" -d 'Let an IP past the VPN block'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -f -a "delete" -d 'Remove an IP from the whitelist'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -f -a "delete-all" -d 'Remove every IP from the whitelist'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and not __fish_seen_subcommand_from create delete delete-all help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete-all" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete-all" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete-all" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete-all" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete-all" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete-all" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete-all" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete-all" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete-all" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete-all" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete-all" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete-all" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete-all" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete-all" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete-all" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete-all" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from delete-all" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from help" -f -a "create" -d 'Let an IP past the VPN block'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Remove an IP from the whitelist'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from help" -f -a "delete-all" -d 'Remove every IP from the whitelist'
complete -c licensectl -n "__fish_licensectl_using_subcommand whitelists; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -f -a "list" -d 'List logs sent by the application'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -f -a "delete-all" -d 'Delete every log'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and not __fish_seen_subcommand_from list delete-all help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -l created-after -d 'Only rows created after a date (2026-01-31) or a time ago (7d)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -l sort -d 'Sort by this field; -FIELD for descending (id, logdate, logdata, credential, pcuser)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -l limit -d 'At most N rows' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only each row\'s id, unmasked, one per line (to feed back to another command)'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from delete-all" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from delete-all" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from delete-all" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from delete-all" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from delete-all" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from delete-all" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from delete-all" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from delete-all" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from delete-all" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from delete-all" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from delete-all" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from delete-all" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from delete-all" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from delete-all" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from delete-all" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from delete-all" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from delete-all" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from help" -f -a "list" -d 'List logs sent by the application'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from help" -f -a "delete-all" -d 'Delete every log'
complete -c licensectl -n "__fish_licensectl_using_subcommand logs; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -f -a "create" -d 'Add a web-loader button'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -f -a "delete" -d 'Delete a web-loader button'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -f -a "delete-all" -d 'Delete every web-loader button'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -f -a "list" -d 'List web-loader buttons'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and not __fish_seen_subcommand_from create delete delete-all list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -l value -d 'Value sent to the loader (unique, no spaces)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -l text -d 'Label shown on the button' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete-all" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete-all" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete-all" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete-all" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete-all" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete-all" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete-all" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete-all" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete-all" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete-all" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete-all" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete-all" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete-all" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete-all" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete-all" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete-all" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from delete-all" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -l sort -d 'Sort by this field; -FIELD for descending (text, value)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -l limit -d 'At most N rows' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only each row\'s value, unmasked, one per line (to feed back to another command)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from help" -f -a "create" -d 'Add a web-loader button'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a web-loader button'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from help" -f -a "delete-all" -d 'Delete every web-loader button'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from help" -f -a "list" -d 'List web-loader buttons'
complete -c licensectl -n "__fish_licensectl_using_subcommand buttons; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -f -a "settings" -d 'Show the application\'s settings and custom messages'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -f -a "update" -d 'Change application settings (only the options given are changed)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -f -a "details" -d 'Show the application\'s name, owner id, secret and version'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -f -a "stats" -d 'Count keys by status, webhooks, files, variables and accounts'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -f -a "pause" -d 'Pause the application and freeze every active subscription'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -f -a "unpause" -d 'Unpause the application; frozen subscriptions resume their remaining time'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -f -a "add-hash" -d 'Accept another program hash (MD5 of the client binary)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -f -a "reset-hash" -d 'Forget every accepted program hash'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and not __fish_seen_subcommand_from settings update details stats pause unpause add-hash reset-hash help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from settings" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from settings" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from settings" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from settings" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from settings" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from settings" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from settings" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from settings" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from settings" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from settings" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from settings" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from settings" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from settings" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from settings" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from settings" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from settings" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from settings" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l app-version -d 'Version the client must send at init (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l download -d 'Download URL offered to outdated clients (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l webhook -d 'Discord webhook URL for events (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l reseller-store -d 'Reseller store URL (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l disabled-msg -d 'Message when the app is disabled (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l username-taken-msg -d 'Message when a username is taken (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l key-not-found-msg -d 'Message for an invalid license key (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l key-used-msg -d 'Message for a used license key (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l no-sub-level-msg -d 'Message when no subscription has the key\'s level (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l username-not-found-msg -d 'Message for an unknown username (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l pass-mismatch-msg -d 'Message for a wrong password (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l hwid-mismatch-msg -d 'Message for a HWID mismatch (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l no-active-subs-msg -d 'Message when the user has no active subscription (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l hwid-blacked-msg -d 'Message for a blacklisted HWID or IP (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l enabled -d 'Whether the application accepts client requests (optional)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l no-enabled -d 'The opposite of --enabled'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l hwid-lock -d 'Lock users to the HWID they first logged in with (optional)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l no-hwid-lock -d 'The opposite of --hwid-lock'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l sellix-secret-stdin -d 'Read the sellix-secret from the first line of stdin [default: prompt on a terminal]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from details" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from details" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from details" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from details" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from details" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from details" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from details" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from details" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from details" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from details" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from details" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from details" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from details" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from details" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from details" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from details" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from details" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from stats" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from stats" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from stats" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from stats" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from stats" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from stats" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from stats" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from stats" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from stats" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from stats" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from stats" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from stats" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from stats" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from stats" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from stats" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from stats" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from stats" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from pause" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from pause" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from pause" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from pause" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from pause" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from pause" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from pause" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from pause" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from pause" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from pause" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from pause" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from pause" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from pause" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from pause" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from pause" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from pause" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from pause" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from unpause" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from unpause" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from unpause" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from unpause" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from unpause" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from unpause" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from unpause" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from unpause" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from unpause" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from unpause" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from unpause" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from unpause" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from unpause" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from unpause" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from unpause" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from unpause" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from unpause" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from add-hash" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from reset-hash" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from reset-hash" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from reset-hash" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from reset-hash" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from reset-hash" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from reset-hash" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from reset-hash" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from reset-hash" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from reset-hash" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from reset-hash" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from reset-hash" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from reset-hash" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from reset-hash" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from reset-hash" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from reset-hash" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from reset-hash" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from reset-hash" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from help" -f -a "settings" -d 'Show the application\'s settings and custom messages'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from help" -f -a "update" -d 'Change application settings (only the options given are changed)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from help" -f -a "details" -d 'Show the application\'s name, owner id, secret and version'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from help" -f -a "stats" -d 'Count keys by status, webhooks, files, variables and accounts'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from help" -f -a "pause" -d 'Pause the application and freeze every active subscription'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from help" -f -a "unpause" -d 'Unpause the application; frozen subscriptions resume their remaining time'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from help" -f -a "add-hash" -d 'Accept another program hash (MD5 of the client binary)'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from help" -f -a "reset-hash" -d 'Forget every accepted program hash'
complete -c licensectl -n "__fish_licensectl_using_subcommand app; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -f -a "create" -d 'Create a reseller or manager account'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -f -a "delete" -d 'Delete a reseller or manager account'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -f -a "add-balance" -d 'Add keys to a reseller\'s balance (per duration bucket)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -f -a "balance" -d 'Show a reseller\'s key balance'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -f -a "list" -d 'List reseller and manager accounts'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and not __fish_seen_subcommand_from create delete add-balance balance list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l role -d 'Manager or Reseller' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l email -d 'Email address of the account' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l keylevels -d 'Key levels a reseller may create, separated by | [default: N/A = all] (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l perms -d 'Manager page bits: licenses 1, users 2, subs 4, chats 8, sessions 16, webhooks 32, files 64, vars 128, logs 256, blacklists 512, settings 1024 [default: 2047] (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l password-stdin -d 'Read the password from the first line of stdin [default: prompt on a terminal]'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l day -d '1-day keys to add (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l week -d '1-week keys to add (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l month -d '1-month keys to add (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l three-month -d '3-month keys to add (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l six-month -d '6-month keys to add (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l lifetime -d 'Lifetime keys to add (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l year -d '1-year keys to add (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from add-balance" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -l app-name -d 'Name of the application the account belongs to [default: the profile\'s app]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from balance" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -l sort -d 'Sort by this field; -FIELD for descending (kind, username, balance, key_levels, permissions)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -l limit -d 'At most N rows' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print only each row\'s username, unmasked, one per line (to feed back to another command)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a reseller or manager account'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a reseller or manager account'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from help" -f -a "add-balance" -d 'Add keys to a reseller\'s balance (per duration bucket)'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from help" -f -a "balance" -d 'Show a reseller\'s key balance'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from help" -f -a "list" -d 'List reseller and manager accounts'
complete -c licensectl -n "__fish_licensectl_using_subcommand accounts; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "init" -d 'Start a session; later client commands of this profile reuse it'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "register" -d 'Register a user with a license key'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "login-email" -d 'Log in with an email address and password'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "magic-link"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "upgrade" -d 'Give a user the subscription of a license key'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "webhook" -d 'Relay a request through a webhook the seller defined'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "login" -d 'Log in with a username and password (or a web-loader token)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "license" -d 'Log in with a license key alone (registers it on first use)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "forgot" -d 'Email a password-reset link to a user'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "online" -d 'List users with a logged-in session'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "stats" -d 'Show the application\'s user, session and key counts'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "set-var" -d 'Set a variable of the logged-in user'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "get-var" -d 'Show a variable of the logged-in user'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "var" -d 'Show a global variable (needs login when the variable is authed)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "check-blacklist" -d 'Check whether this IP or HWID is blacklisted'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "chat-get" -d 'Show the messages of a chat channel'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "chat-send" -d 'Send a message to a chat channel'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "log" -d 'Store a log line for the seller'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "file" -d 'Download a file the seller uploaded'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "ban" -d 'Ban the logged-in user and blacklist this IP (and HWID)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "check" -d 'Check that the session is logged in'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "change-username" -d 'Rename the logged-in user (ends the session)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "logout" -d 'End the session'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "2fa-enable" -d 'Start two-factor setup (without --code) or finish it (with --code)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "2fa-disable" -d 'Turn two-factor login off'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "otp"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "smoke" -d 'Run the client flow once against the profile and report each step (made for CI)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and not __fish_seen_subcommand_from init register login-email magic-link upgrade webhook login license forgot online stats set-var get-var var check-blacklist chat-get chat-send log file ban check change-username logout 2fa-enable 2fa-disable otp smoke help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -l app-version -d 'Application version [default: profile app_version, else 1.0] (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -l hash -d 'MD5 of the client binary, when the app checks hashes (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from init" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -l username -d 'Username' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -l key -d 'License key to redeem' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -l email -d 'Email address (for password resets) (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -l hwid -d 'Hardware id of this machine (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -l password-stdin -d 'Read the password from the first line of stdin [default: prompt on a terminal]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from register" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -l email -d 'Email address' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -l hwid -d 'Hardware id of this machine (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -l code -d 'Two-factor code, when enabled (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -l password-stdin -d 'Read the password from the first line of stdin [default: prompt on a terminal]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login-email" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -f -a "send" -d 'Email a single-use login link (valid 15 minutes)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -f -a "check" -d 'Check whether the emailed login link was approved'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from magic-link" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -l username -d 'Username' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -l key -d 'License key to redeem' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from upgrade" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l params -d 'Appended to the webhook\'s base URL (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l body -d 'Body of the relayed request (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l content-type -d 'Content type of the relayed request (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from webhook" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -l username -d 'Username' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -l hwid -d 'Hardware id of this machine (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -l code -d 'Two-factor code, when enabled (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -l password-stdin -d 'Read the password from the first line of stdin [default: prompt on a terminal]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -l token-stdin -d 'Read the token from the first line of stdin [default: prompt on a terminal]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from login" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -l hwid -d 'Hardware id of this machine (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from license" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -l username -d 'Username' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -l email -d 'Email address the user registered with' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from forgot" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -l sort -d 'Sort by this field; -FIELD for descending (credential)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -l limit -d 'At most N rows' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -s q -l quiet -d 'Print only each row\'s credential, unmasked, one per line (to feed back to another command)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from online" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from stats" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from stats" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from stats" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from stats" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from stats" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from stats" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from stats" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from stats" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from stats" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from stats" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from stats" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from stats" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from stats" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from stats" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from stats" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from stats" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from stats" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -l var -d 'Variable name' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -l data -d 'Value to store' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from set-var" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from get-var" -l var -d 'Variable name' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from get-var" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from get-var" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from get-var" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from get-var" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from get-var" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from get-var" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from get-var" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from get-var" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from get-var" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from get-var" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from get-var" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from get-var" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from get-var" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from get-var" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from get-var" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from get-var" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from get-var" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from var" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check-blacklist" -l hwid -d 'Hardware id of this machine (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check-blacklist" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check-blacklist" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check-blacklist" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check-blacklist" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check-blacklist" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check-blacklist" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check-blacklist" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check-blacklist" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check-blacklist" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check-blacklist" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check-blacklist" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check-blacklist" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check-blacklist" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check-blacklist" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check-blacklist" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check-blacklist" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check-blacklist" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -l sort -d 'Sort by this field; -FIELD for descending (author, message, timestamp)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -l limit -d 'At most N rows' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -s q -l quiet -d 'Print only each row\'s value, unmasked, one per line (to feed back to another command)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-get" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -l message -d 'The message' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from chat-send" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -l message -d 'Log text' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -l pcuser -d 'User name on the PC (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from log" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -l from-file -d 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -s j -l jobs -d 'With --from-file: requests under way at once' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -l resume -d 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -l output-file -d 'Write the file here [default: stdout when piped]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -l continue-on-error -d 'With --from-file: go on after a failed item'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from file" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -l reason -d 'Reason stored on the user [default: User banned from triggering ban function in the client] (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -l hwid -d 'Hardware id to blacklist too (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from ban" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from check" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from change-username" -l new-username -d 'The new username' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from change-username" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from change-username" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from change-username" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from change-username" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from change-username" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from change-username" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from change-username" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from change-username" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from change-username" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from change-username" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from change-username" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from change-username" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from change-username" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from change-username" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from change-username" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from change-username" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from change-username" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from logout" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from logout" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from logout" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from logout" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from logout" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from logout" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from logout" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from logout" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from logout" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from logout" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from logout" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from logout" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from logout" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from logout" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from logout" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from logout" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from logout" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-enable" -l code -d 'Code from the authenticator app, within 5 minutes of the setup (optional)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-enable" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-enable" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-enable" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-enable" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-enable" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-enable" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-enable" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-enable" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-enable" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-enable" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-enable" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-enable" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-enable" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-enable" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-enable" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-enable" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-enable" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-disable" -l code -d 'Current two-factor code' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-disable" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-disable" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-disable" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-disable" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-disable" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-disable" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-disable" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-disable" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-disable" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-disable" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-disable" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-disable" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-disable" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-disable" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-disable" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-disable" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from 2fa-disable" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -s h -l help -d 'Print help'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -f -a "send" -d 'Email a 6-digit one-time login code (valid 10 minutes)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -f -a "verify" -d 'Log in with the emailed one-time code'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from otp" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -l username -d 'Log in with this username (the password comes from --password-stdin)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -l key -d 'Log in with this license key instead (type=license; registers it on first use)' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -l hwid -d 'Hardware id to log in with' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -l var -d 'Also read this global variable (type=var); the step is skipped without it' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -s o -l output -d 'Output format [default: table on a terminal, tsv otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t''"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -l json -d 'JSON output; with FIELDS (comma-separated, listed in each command\'s help) only those' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -l jq -d 'Filter JSON output with a jq expression; strings print raw (e.g. --jq \'.[].key\')' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -l profile -d 'Profile to use [env: LICENSECTL_PROFILE]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -l base-url -d 'Service base URL [env: LICENSECTL_BASE_URL]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -l timeout -d 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -l rate-limit -d 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -l retries -d 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]' -r
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -l password-stdin -d 'Read the password from the first line of stdin'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -l local -d 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -s y -l yes -d 'Answer yes to confirmations (needed for destructive commands off a terminal)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -l dry-run -d 'Print the request that would be sent (secrets redacted) and send nothing'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -s v -l verbose -d 'Show requests and timings on stderr (secrets redacted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -l show-secrets -d 'Include secrets the service returns (password hashes, app secret, session ids)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -l no-verify -d 'Client API: do not verify answer signatures'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -l session-stdin -d 'Client API: read the session id to use (not the one `client init` kept) from stdin\'s first line [env: LICENSECTL_SESSION]'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -l allow-insecure-http -d 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from smoke" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "init" -d 'Start a session; later client commands of this profile reuse it'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "register" -d 'Register a user with a license key'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "login-email" -d 'Log in with an email address and password'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "magic-link"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "upgrade" -d 'Give a user the subscription of a license key'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "webhook" -d 'Relay a request through a webhook the seller defined'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "login" -d 'Log in with a username and password (or a web-loader token)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "license" -d 'Log in with a license key alone (registers it on first use)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "forgot" -d 'Email a password-reset link to a user'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "online" -d 'List users with a logged-in session'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "stats" -d 'Show the application\'s user, session and key counts'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "set-var" -d 'Set a variable of the logged-in user'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "get-var" -d 'Show a variable of the logged-in user'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "var" -d 'Show a global variable (needs login when the variable is authed)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "check-blacklist" -d 'Check whether this IP or HWID is blacklisted'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "chat-get" -d 'Show the messages of a chat channel'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "chat-send" -d 'Send a message to a chat channel'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "log" -d 'Store a log line for the seller'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "file" -d 'Download a file the seller uploaded'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "ban" -d 'Ban the logged-in user and blacklist this IP (and HWID)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "check" -d 'Check that the session is logged in'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "change-username" -d 'Rename the logged-in user (ends the session)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "logout" -d 'End the session'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "2fa-enable" -d 'Start two-factor setup (without --code) or finish it (with --code)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "2fa-disable" -d 'Turn two-factor login off'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "otp"
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "smoke" -d 'Run the client flow once against the profile and report each step (made for CI)'
complete -c licensectl -n "__fish_licensectl_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "config" -d 'Manage profiles: base URL, seller key and app credentials'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "sandbox" -d 'Run a local sandbox of the service (for trying things out, tests and CI)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "ops" -d 'Inspect the operation catalogue'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "completions" -d 'Print a shell completion script'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "backup" -d 'Save the whole application as one JSON document (licenses, users, settings, …)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "restore" -d 'Recreate a backup document in an empty application'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "api" -d 'Send any operation, even one licensectl does not know, and print the raw answer'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "doctor" -d 'Check the configuration, the connection to the service and the credentials'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "export" -d 'Write the app\'s configuration as TOML, for `licensectl plan` and `apply`'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "plan" -d 'Show what `apply` would change in the app'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "apply" -d 'Make the app match an app file'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "lookup" -d 'Everything about one customer: licenses, user, subscriptions, bans, sessions, logs'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "report" -d 'Keys sold and redeemed, new users, logins, renewals due and churn, with charts'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "watch" -d 'Follow one customer (or the whole app) live: logins, logs, HWID/IP changes, bans, time'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "licenses" -d 'Create, inspect, ban and delete license keys'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "users" -d 'Manage end users, their HWIDs, subscriptions and variables'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "subs" -d 'Define subscriptions (levels a key grants)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "vars" -d 'Global application variables'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "files" -d 'Files the client API serves to logged-in users'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "webhooks" -d 'Server-side relayed requests the client calls by id'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "chats" -d 'Chat channels and mutes'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "sessions" -d 'Client sessions'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "blacklists" -d 'Blocked IPs, HWIDs, regions, countries and ASNs'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "whitelists" -d 'IPs allowed past the VPN block'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "logs" -d 'Logs sent by the client API'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "buttons" -d 'Web-loader buttons'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "app" -d 'Application settings, stats, hashes and pause'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "accounts" -d 'Reseller and manager accounts'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "client" -d 'The client API, as your application calls it'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and not __fish_seen_subcommand_from config sandbox ops completions backup restore api doctor export plan apply lookup report watch licenses users subs vars files webhooks chats sessions blacklists whitelists logs buttons app accounts client help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "init" -d 'Create or update a profile, checking the seller key against the service'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "list" -d 'List profiles (secrets masked)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "show" -d 'Show the settings in effect and where each value came from'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "use" -d 'Make a profile the default'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "set" -d 'Set one field of a profile (secrets only through --stdin)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "remove" -d 'Remove a profile'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "path" -d 'Print the config file\'s path'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from sandbox" -f -a "start" -d 'Serve the seller and client APIs until interrupted'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from sandbox" -f -a "outbox" -d 'List the mail the sandbox would have sent (magic links, codes, password resets)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from sandbox" -f -a "seed" -d 'Fill a sandbox database with generated data (for demos and benchmarks)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from ops" -f -a "list" -d 'List every service operation with its command and parameters'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from licenses" -f -a "info" -d 'Show one license: status, level, duration, note and who used it'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from licenses" -f -a "create" -d 'Create license keys (any amount; sent in chunks of 100)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from licenses" -f -a "list" -d 'List every license key'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from licenses" -f -a "verify" -d 'Check that a license key exists'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from licenses" -f -a "add-time" -d 'Add time to every unused license'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from licenses" -f -a "delete" -d 'Delete one license (and its subscriptions)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from licenses" -f -a "delete-many" -d 'Delete several licenses at once'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from licenses" -f -a "delete-unused" -d 'Delete every unused license'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from licenses" -f -a "delete-used" -d 'Delete every used license'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from licenses" -f -a "delete-all" -d 'Delete every license'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from licenses" -f -a "ban" -d 'Ban a license (and optionally its user)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from licenses" -f -a "unban" -d 'Lift a license ban'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from licenses" -f -a "set-note" -d 'Set the note on a license'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from licenses" -f -a "note" -d 'Show the note on a license'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from licenses" -f -a "edit" -d 'Change how long an unused license lasts once redeemed'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from licenses" -f -a "of-user" -d 'Show the license a user redeemed'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from licenses" -f -a "assign" -d 'Redeem a license for an existing user'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from licenses" -f -a "activate" -d 'Create a user from a license'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "create" -d 'Create a user with a subscription'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "delete" -d 'Delete a user with their subscriptions, variables and sessions'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "delete-expired" -d 'Delete every user without an active subscription'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "delete-all" -d 'Delete every user'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "verify" -d 'Check that a user exists'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "info" -d 'Show one user: active subscriptions, variables, HWID, IP, dates, ban'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "list" -d 'List users (the service returns at most 520)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "names" -d 'List every username'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "reset-hwid" -d 'Clear a user\'s HWID lock'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "reset-hwid-all" -d 'Clear the HWID lock of every user'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "set-password" -d 'Set or clear a user\'s password'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "set-email" -d 'Change a user\'s email address'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "rename" -d 'Rename a user everywhere (subscriptions, variables, keys, chat)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "add-hwid" -d 'Append a HWID to a user\'s allowed HWIDs'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "set-cooldown" -d 'Set when the user may next reset their own HWID'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "ban" -d 'Ban a user and blacklist their HWID and IP'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "unban" -d 'Lift a user ban and their HWID and IP blacklist'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "pause" -d 'Freeze a user\'s active subscriptions'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "unpause" -d 'Resume a user\'s frozen subscriptions'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "extend" -d 'Add time to a user\'s subscription (their only one without --sub), or grant it'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "subtract" -d 'Take time off a user\'s subscription'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "delete-sub" -d 'Remove a subscription from a user'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "subs" -d 'List a user\'s subscriptions'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "set-var" -d 'Set a variable on a user (or on every user)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "get-var" -d 'Show one variable of a user'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "delete-var" -d 'Delete one variable of a user'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "purge-var" -d 'Delete a variable from every user'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from users" -f -a "vars" -d 'List every user variable'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from subs" -f -a "create" -d 'Create a subscription that keys of a level grant'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from subs" -f -a "list" -d 'List subscriptions'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from subs" -f -a "edit" -d 'Change the level of a subscription'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from subs" -f -a "delete" -d 'Delete a subscription definition (users keep the time already granted)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from subs" -f -a "count" -d 'Count the active user subscriptions of a subscription'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from subs" -f -a "pause" -d 'Freeze every active user subscription of this name'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from subs" -f -a "unpause" -d 'Resume the paused user subscriptions of this name'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from vars" -f -a "create" -d 'Create a global variable'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from vars" -f -a "edit" -d 'Change the value of a global variable'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from vars" -f -a "get" -d 'Show the value of a global variable'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from vars" -f -a "delete" -d 'Delete a global variable'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from vars" -f -a "delete-all" -d 'Delete every global variable'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from vars" -f -a "list" -d 'List global variables'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from files" -f -a "upload" -d 'Register a file by the URL the service downloads it from'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from files" -f -a "info" -d 'Show one file: URL, name, size and access'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from files" -f -a "edit" -d 'Point a file at a new URL (downloaded again) and set who may fetch it'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from files" -f -a "delete" -d 'Delete a file by id or name'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from files" -f -a "delete-all" -d 'Delete every file'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from files" -f -a "list" -d 'List files'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from webhooks" -f -a "create" -d 'Define a URL the client API relays requests to'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from webhooks" -f -a "delete-all" -d 'Delete every webhook'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from webhooks" -f -a "list" -d 'List webhooks'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from webhooks" -f -a "delete" -d 'Delete one webhook'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from chats" -f -a "list" -d 'List chat channels'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from chats" -f -a "create" -d 'Create a chat channel'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from chats" -f -a "edit" -d 'Change the message delay of a chat channel'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from chats" -f -a "delete" -d 'Delete a chat channel and its messages'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from chats" -f -a "clear" -d 'Delete every message of a chat channel'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from chats" -f -a "mutes" -d 'List muted chat users'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from chats" -f -a "mute" -d 'Mute a user in every chat channel'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from chats" -f -a "unmute" -d 'Lift a user\'s chat mute'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from sessions" -f -a "kill" -d 'End one client session'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from sessions" -f -a "kill-all" -d 'End every client session'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from sessions" -f -a "list" -d 'List client sessions: who is logged in, until when, from which IP'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from blacklists" -f -a "create" -d 'Blacklist an IP, HWID, region, country or ASN (one entry per value given)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from blacklists" -f -a "delete" -d 'Remove one blacklist entry'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from blacklists" -f -a "delete-all" -d 'Remove every blacklist entry'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from blacklists" -f -a "list" -d 'List blacklist entries'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from whitelists" -f -a "create" -d 'Let an IP past the VPN block'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from whitelists" -f -a "delete" -d 'Remove an IP from the whitelist'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from whitelists" -f -a "delete-all" -d 'Remove every IP from the whitelist'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from logs" -f -a "list" -d 'List logs sent by the application'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from logs" -f -a "delete-all" -d 'Delete every log'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from buttons" -f -a "create" -d 'Add a web-loader button'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from buttons" -f -a "delete" -d 'Delete a web-loader button'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from buttons" -f -a "delete-all" -d 'Delete every web-loader button'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from buttons" -f -a "list" -d 'List web-loader buttons'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from app" -f -a "settings" -d 'Show the application\'s settings and custom messages'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from app" -f -a "update" -d 'Change application settings (only the options given are changed)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from app" -f -a "details" -d 'Show the application\'s name, owner id, secret and version'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from app" -f -a "stats" -d 'Count keys by status, webhooks, files, variables and accounts'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from app" -f -a "pause" -d 'Pause the application and freeze every active subscription'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from app" -f -a "unpause" -d 'Unpause the application; frozen subscriptions resume their remaining time'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from app" -f -a "add-hash" -d 'Accept another program hash (MD5 of the client binary)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from app" -f -a "reset-hash" -d 'Forget every accepted program hash'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from accounts" -f -a "create" -d 'Create a reseller or manager account'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from accounts" -f -a "delete" -d 'Delete a reseller or manager account'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from accounts" -f -a "add-balance" -d 'Add keys to a reseller\'s balance (per duration bucket)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from accounts" -f -a "balance" -d 'Show a reseller\'s key balance'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from accounts" -f -a "list" -d 'List reseller and manager accounts'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "init" -d 'Start a session; later client commands of this profile reuse it'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "register" -d 'Register a user with a license key'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "login-email" -d 'Log in with an email address and password'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "magic-link"
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "upgrade" -d 'Give a user the subscription of a license key'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "webhook" -d 'Relay a request through a webhook the seller defined'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "login" -d 'Log in with a username and password (or a web-loader token)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "license" -d 'Log in with a license key alone (registers it on first use)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "forgot" -d 'Email a password-reset link to a user'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "online" -d 'List users with a logged-in session'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "stats" -d 'Show the application\'s user, session and key counts'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "set-var" -d 'Set a variable of the logged-in user'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "get-var" -d 'Show a variable of the logged-in user'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "var" -d 'Show a global variable (needs login when the variable is authed)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "check-blacklist" -d 'Check whether this IP or HWID is blacklisted'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "chat-get" -d 'Show the messages of a chat channel'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "chat-send" -d 'Send a message to a chat channel'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "log" -d 'Store a log line for the seller'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "file" -d 'Download a file the seller uploaded'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "ban" -d 'Ban the logged-in user and blacklist this IP (and HWID)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "check" -d 'Check that the session is logged in'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "change-username" -d 'Rename the logged-in user (ends the session)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "logout" -d 'End the session'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "2fa-enable" -d 'Start two-factor setup (without --code) or finish it (with --code)'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "2fa-disable" -d 'Turn two-factor login off'
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "otp"
complete -c licensectl -n "__fish_licensectl_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "smoke" -d 'Run the client flow once against the profile and report each step (made for CI)'
