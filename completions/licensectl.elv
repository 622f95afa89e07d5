
use builtin;
use str;

set edit:completion:arg-completer[licensectl] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'licensectl'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'licensectl'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand config 'Manage profiles: base URL, seller key and app credentials'
            cand sandbox 'Run a local sandbox of the service (for trying things out, tests and CI)'
            cand ops 'Inspect the operation catalogue'
            cand completions 'Print a shell completion script'
            cand licenses 'Create, inspect, ban and delete license keys'
            cand users 'Manage end users, their HWIDs, subscriptions and variables'
            cand subs 'Define subscriptions (levels a key grants)'
            cand vars 'Global application variables'
            cand files 'Files the client API serves to logged-in users'
            cand webhooks 'Server-side relayed requests the client calls by id'
            cand chats 'Chat channels and mutes'
            cand sessions 'Client sessions'
            cand blacklists 'Blocked IPs, HWIDs, regions, countries and ASNs'
            cand whitelists 'IPs allowed past the VPN block'
            cand logs 'Logs sent by the client API'
            cand buttons 'Web-loader buttons'
            cand app 'Application settings, stats, hashes and pause'
            cand accounts 'Reseller and manager accounts'
            cand client 'The client API, as your application calls it'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;config'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand init 'Create or update a profile, checking the seller key against the service'
            cand list 'List profiles (secrets masked)'
            cand show 'Show the settings in effect and where each value came from'
            cand use 'Make a profile the default'
            cand set 'Set one field of a profile (secrets only through --stdin)'
            cand remove 'Remove a profile'
            cand path 'Print the config file''s path'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;config;init'= {
            cand --app-name 'Application name (client API)'
            cand --ownerid 'Owner id (client API)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --seller-key-stdin 'Read the seller key from the first line of stdin'
            cand --no-check 'Save without checking the key against the service'
            cand --default 'Make it the default profile'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;config;list'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;config;show'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;config;use'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;config;set'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --stdin 'Read the value from the first line of stdin'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;config;remove'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;config;path'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;config;help'= {
            cand init 'Create or update a profile, checking the seller key against the service'
            cand list 'List profiles (secrets masked)'
            cand show 'Show the settings in effect and where each value came from'
            cand use 'Make a profile the default'
            cand set 'Set one field of a profile (secrets only through --stdin)'
            cand remove 'Remove a profile'
            cand path 'Print the config file''s path'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;config;help;init'= {
        }
        &'licensectl;config;help;list'= {
        }
        &'licensectl;config;help;show'= {
        }
        &'licensectl;config;help;use'= {
        }
        &'licensectl;config;help;set'= {
        }
        &'licensectl;config;help;remove'= {
        }
        &'licensectl;config;help;path'= {
        }
        &'licensectl;config;help;help'= {
        }
        &'licensectl;sandbox'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand start 'Serve the seller and client APIs until interrupted'
            cand outbox 'List the mail the sandbox would have sent (magic links, codes, password resets)'
            cand seed 'Fill a sandbox database with generated data (for demos and benchmarks)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;sandbox;start'= {
            cand --port 'Port to listen on [default: any free port]'
            cand --listen 'Address to listen on; anything but loopback exposes the sandbox to the network'
            cand --db 'Database file [default: the embedded sandbox''s, in the data dir]'
            cand --limits 'Rate limits to enforce'
            cand --app-name 'Application name for a new database'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --memory 'Keep everything in memory'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;sandbox;outbox'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;sandbox;seed'= {
            cand --licenses 'Number of licenses to add'
            cand --users 'Number of users to add'
            cand --subs 'Number of subscriptions to define (spread over levels 1-3; at least 3)'
            cand --vars 'Number of global variables to add'
            cand --db 'Database file [default: the embedded sandbox''s, in the data dir]'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;sandbox;help'= {
            cand start 'Serve the seller and client APIs until interrupted'
            cand outbox 'List the mail the sandbox would have sent (magic links, codes, password resets)'
            cand seed 'Fill a sandbox database with generated data (for demos and benchmarks)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;sandbox;help;start'= {
        }
        &'licensectl;sandbox;help;outbox'= {
        }
        &'licensectl;sandbox;help;seed'= {
        }
        &'licensectl;sandbox;help;help'= {
        }
        &'licensectl;ops'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List every service operation with its command and parameters'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;ops;list'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;ops;help'= {
            cand list 'List every service operation with its command and parameters'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;ops;help;list'= {
        }
        &'licensectl;ops;help;help'= {
        }
        &'licensectl;completions'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand info 'Show one license: status, level, duration, note and who used it'
            cand create 'Create license keys (any amount; sent in chunks of 100)'
            cand list 'List every license key'
            cand verify 'Check that a license key exists'
            cand add-time 'Add time to every unused license'
            cand delete 'Delete one license (and its subscriptions)'
            cand delete-many 'Delete several licenses at once'
            cand delete-unused 'Delete every unused license'
            cand delete-used 'Delete every used license'
            cand delete-all 'Delete every license'
            cand ban 'Ban a license (and optionally its user)'
            cand unban 'Lift a license ban'
            cand set-note 'Set the note on a license'
            cand note 'Show the note on a license'
            cand edit 'Change how long an unused license lasts once redeemed'
            cand of-user 'Show the license a user redeemed'
            cand assign 'Redeem a license for an existing user'
            cand activate 'Create a user from a license'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;licenses;info'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses;create'= {
            cand --expiry 'How long a key lasts once redeemed (sent in days) — e.g. 90s, 12h, 30d, 2w; sent in days'
            cand --amount 'How many keys to create [default: 1] (optional)'
            cand --level 'Subscription level the keys grant [default: 1] (optional)'
            cand --mask 'Key pattern; each * becomes a random character (optional)'
            cand --character 'Charset for *: 1 mixed case, 2 upper, 3 lower (optional)'
            cand --note 'Note stored on every key (optional)'
            cand --owner 'Creator recorded on the keys [default: SellerAPI] (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses;list'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses;verify'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses;add-time'= {
            cand --time 'Time to add (sent in days) — e.g. 90s, 12h, 30d, 2w; sent in days'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses;delete'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --user-too 'Also act on the user who redeemed it (optional)'
            cand --no-user-too 'The opposite of --user-too'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses;delete-many'= {
            cand --keys 'Keys to delete, comma separated'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --user-too 'Also act on the user who redeemed it (optional)'
            cand --no-user-too 'The opposite of --user-too'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses;delete-unused'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses;delete-used'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses;delete-all'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses;ban'= {
            cand --reason 'Reason shown to the user (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --user-too 'Also act on the user who redeemed it (optional)'
            cand --no-user-too 'The opposite of --user-too'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses;unban'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses;set-note'= {
            cand --note 'The note'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses;note'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses;edit'= {
            cand --expiry 'New duration (sent in seconds) — e.g. 90s, 12h, 30d, 2w; sent in seconds'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses;of-user'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses;assign'= {
            cand --user 'The user who gets the subscription'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses;activate'= {
            cand --user 'Username to create'
            cand --hwid 'Hardware id to lock the user to (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --password-stdin 'Read the password from the first line of stdin [default: prompt on a terminal]'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;licenses;help'= {
            cand info 'Show one license: status, level, duration, note and who used it'
            cand create 'Create license keys (any amount; sent in chunks of 100)'
            cand list 'List every license key'
            cand verify 'Check that a license key exists'
            cand add-time 'Add time to every unused license'
            cand delete 'Delete one license (and its subscriptions)'
            cand delete-many 'Delete several licenses at once'
            cand delete-unused 'Delete every unused license'
            cand delete-used 'Delete every used license'
            cand delete-all 'Delete every license'
            cand ban 'Ban a license (and optionally its user)'
            cand unban 'Lift a license ban'
            cand set-note 'Set the note on a license'
            cand note 'Show the note on a license'
            cand edit 'Change how long an unused license lasts once redeemed'
            cand of-user 'Show the license a user redeemed'
            cand assign 'Redeem a license for an existing user'
            cand activate 'Create a user from a license'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;licenses;help;info'= {
        }
        &'licensectl;licenses;help;create'= {
        }
        &'licensectl;licenses;help;list'= {
        }
        &'licensectl;licenses;help;verify'= {
        }
        &'licensectl;licenses;help;add-time'= {
        }
        &'licensectl;licenses;help;delete'= {
        }
        &'licensectl;licenses;help;delete-many'= {
        }
        &'licensectl;licenses;help;delete-unused'= {
        }
        &'licensectl;licenses;help;delete-used'= {
        }
        &'licensectl;licenses;help;delete-all'= {
        }
        &'licensectl;licenses;help;ban'= {
        }
        &'licensectl;licenses;help;unban'= {
        }
        &'licensectl;licenses;help;set-note'= {
        }
        &'licensectl;licenses;help;note'= {
        }
        &'licensectl;licenses;help;edit'= {
        }
        &'licensectl;licenses;help;of-user'= {
        }
        &'licensectl;licenses;help;assign'= {
        }
        &'licensectl;licenses;help;activate'= {
        }
        &'licensectl;licenses;help;help'= {
        }
        &'licensectl;users'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create a user with a subscription'
            cand delete 'Delete a user with their subscriptions, variables and sessions'
            cand delete-expired 'Delete every user without an active subscription'
            cand delete-all 'Delete every user'
            cand verify 'Check that a user exists'
            cand info 'Show one user: active subscriptions, variables, HWID, IP, dates, ban'
            cand list 'List users (the service returns at most 520)'
            cand names 'List every username'
            cand reset-hwid 'Clear a user''s HWID lock'
            cand reset-hwid-all 'Clear the HWID lock of every user'
            cand set-password 'Set or clear a user''s password'
            cand set-email 'Change a user''s email address'
            cand rename 'Rename a user everywhere (subscriptions, variables, keys, chat)'
            cand add-hwid 'Append a HWID to a user''s allowed HWIDs'
            cand set-cooldown 'Set when the user may next reset their own HWID'
            cand ban 'Ban a user and blacklist their HWID and IP'
            cand unban 'Lift a user ban and their HWID and IP blacklist'
            cand pause 'Freeze a user''s active subscriptions'
            cand unpause 'Resume a user''s frozen subscriptions'
            cand extend 'Add time to a user''s subscription, or grant it when they have none'
            cand subtract 'Take time off a user''s subscription'
            cand delete-sub 'Remove a subscription from a user'
            cand subs 'List a user''s subscriptions'
            cand set-var 'Set a variable on a user (or on every user)'
            cand get-var 'Show one variable of a user'
            cand delete-var 'Delete one variable of a user'
            cand purge-var 'Delete a variable from every user'
            cand vars 'List every user variable'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;users;create'= {
            cand --sub 'Subscription name'
            cand --expiry 'How long the subscription lasts (sent in days) — e.g. 90s, 12h, 30d, 2w; sent in days'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --password-stdin 'Read the password from the first line of stdin [default: prompt on a terminal]'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;delete'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;delete-expired'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;delete-all'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;verify'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;info'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;list'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;names'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;reset-hwid'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;reset-hwid-all'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;set-password'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --password-stdin 'Read the password from the first line of stdin [default: prompt on a terminal]'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;set-email'= {
            cand --email 'New email address'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;rename'= {
            cand --new-username 'The new username'
            cand --kill-session 'Session id of the user to end (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;add-hwid'= {
            cand --hwid 'HWID to append'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;set-cooldown'= {
            cand --cooldown 'Unix time (seconds) before which no self-service HWID reset; stored as given'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;ban'= {
            cand --reason 'Reason shown to the user'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;unban'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;pause'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;unpause'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;extend'= {
            cand --sub 'Subscription name'
            cand --expiry 'Time to add (sent in days) — e.g. 90s, 12h, 30d, 2w; sent in days'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --active-only 'With `all`: only users who already have that subscription (optional)'
            cand --no-active-only 'The opposite of --active-only'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;subtract'= {
            cand --sub 'Subscription name'
            cand --time 'Time to take off (sent in seconds) — e.g. 90s, 12h, 30d, 2w; sent in seconds'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;delete-sub'= {
            cand --sub 'Subscription name'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;subs'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;set-var'= {
            cand --var 'Variable name'
            cand --data 'Value'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --read-only 'The client API may read but not change it (optional)'
            cand --no-read-only 'The opposite of --read-only'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;get-var'= {
            cand --var 'Variable name'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;delete-var'= {
            cand --var 'Variable name'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;purge-var'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;vars'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;users;help'= {
            cand create 'Create a user with a subscription'
            cand delete 'Delete a user with their subscriptions, variables and sessions'
            cand delete-expired 'Delete every user without an active subscription'
            cand delete-all 'Delete every user'
            cand verify 'Check that a user exists'
            cand info 'Show one user: active subscriptions, variables, HWID, IP, dates, ban'
            cand list 'List users (the service returns at most 520)'
            cand names 'List every username'
            cand reset-hwid 'Clear a user''s HWID lock'
            cand reset-hwid-all 'Clear the HWID lock of every user'
            cand set-password 'Set or clear a user''s password'
            cand set-email 'Change a user''s email address'
            cand rename 'Rename a user everywhere (subscriptions, variables, keys, chat)'
            cand add-hwid 'Append a HWID to a user''s allowed HWIDs'
            cand set-cooldown 'Set when the user may next reset their own HWID'
            cand ban 'Ban a user and blacklist their HWID and IP'
            cand unban 'Lift a user ban and their HWID and IP blacklist'
            cand pause 'Freeze a user''s active subscriptions'
            cand unpause 'Resume a user''s frozen subscriptions'
            cand extend 'Add time to a user''s subscription, or grant it when they have none'
            cand subtract 'Take time off a user''s subscription'
            cand delete-sub 'Remove a subscription from a user'
            cand subs 'List a user''s subscriptions'
            cand set-var 'Set a variable on a user (or on every user)'
            cand get-var 'Show one variable of a user'
            cand delete-var 'Delete one variable of a user'
            cand purge-var 'Delete a variable from every user'
            cand vars 'List every user variable'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;users;help;create'= {
        }
        &'licensectl;users;help;delete'= {
        }
        &'licensectl;users;help;delete-expired'= {
        }
        &'licensectl;users;help;delete-all'= {
        }
        &'licensectl;users;help;verify'= {
        }
        &'licensectl;users;help;info'= {
        }
        &'licensectl;users;help;list'= {
        }
        &'licensectl;users;help;names'= {
        }
        &'licensectl;users;help;reset-hwid'= {
        }
        &'licensectl;users;help;reset-hwid-all'= {
        }
        &'licensectl;users;help;set-password'= {
        }
        &'licensectl;users;help;set-email'= {
        }
        &'licensectl;users;help;rename'= {
        }
        &'licensectl;users;help;add-hwid'= {
        }
        &'licensectl;users;help;set-cooldown'= {
        }
        &'licensectl;users;help;ban'= {
        }
        &'licensectl;users;help;unban'= {
        }
        &'licensectl;users;help;pause'= {
        }
        &'licensectl;users;help;unpause'= {
        }
        &'licensectl;users;help;extend'= {
        }
        &'licensectl;users;help;subtract'= {
        }
        &'licensectl;users;help;delete-sub'= {
        }
        &'licensectl;users;help;subs'= {
        }
        &'licensectl;users;help;set-var'= {
        }
        &'licensectl;users;help;get-var'= {
        }
        &'licensectl;users;help;delete-var'= {
        }
        &'licensectl;users;help;purge-var'= {
        }
        &'licensectl;users;help;vars'= {
        }
        &'licensectl;users;help;help'= {
        }
        &'licensectl;subs'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create a subscription that keys of a level grant'
            cand list 'List subscriptions'
            cand edit 'Change the level of a subscription'
            cand delete 'Delete a subscription definition (users keep the time already granted)'
            cand count 'Count the active user subscriptions of a subscription'
            cand pause 'Freeze every active user subscription of this name'
            cand unpause 'Resume the paused user subscriptions of this name'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;subs;create'= {
            cand --level 'Level (a number, at most 12 digits)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;subs;list'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;subs;edit'= {
            cand --level 'New level'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;subs;delete'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;subs;count'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;subs;pause'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;subs;unpause'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;subs;help'= {
            cand create 'Create a subscription that keys of a level grant'
            cand list 'List subscriptions'
            cand edit 'Change the level of a subscription'
            cand delete 'Delete a subscription definition (users keep the time already granted)'
            cand count 'Count the active user subscriptions of a subscription'
            cand pause 'Freeze every active user subscription of this name'
            cand unpause 'Resume the paused user subscriptions of this name'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;subs;help;create'= {
        }
        &'licensectl;subs;help;list'= {
        }
        &'licensectl;subs;help;edit'= {
        }
        &'licensectl;subs;help;delete'= {
        }
        &'licensectl;subs;help;count'= {
        }
        &'licensectl;subs;help;pause'= {
        }
        &'licensectl;subs;help;unpause'= {
        }
        &'licensectl;subs;help;help'= {
        }
        &'licensectl;vars'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create a global variable'
            cand edit 'Change the value of a global variable'
            cand get 'Show the value of a global variable'
            cand delete 'Delete a global variable'
            cand delete-all 'Delete every global variable'
            cand list 'List global variables'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;vars;create'= {
            cand --data 'Value of the variable'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --authed 'Only logged-in users may read it [default: --authed] (optional)'
            cand --no-authed 'The opposite of --authed'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;vars;edit'= {
            cand --data 'Value of the variable'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;vars;get'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;vars;delete'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;vars;delete-all'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;vars;list'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;vars;help'= {
            cand create 'Create a global variable'
            cand edit 'Change the value of a global variable'
            cand get 'Show the value of a global variable'
            cand delete 'Delete a global variable'
            cand delete-all 'Delete every global variable'
            cand list 'List global variables'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;vars;help;create'= {
        }
        &'licensectl;vars;help;edit'= {
        }
        &'licensectl;vars;help;get'= {
        }
        &'licensectl;vars;help;delete'= {
        }
        &'licensectl;vars;help;delete-all'= {
        }
        &'licensectl;vars;help;list'= {
        }
        &'licensectl;vars;help;help'= {
        }
        &'licensectl;files'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand upload 'Register a file by the URL the service downloads it from'
            cand info 'Show one file: URL, name, size and access'
            cand edit 'Point a file at a new URL (downloaded again) and set who may fetch it'
            cand delete 'Delete a file by id or name'
            cand delete-all 'Delete every file'
            cand list 'List files'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;files;upload'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;files;info'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;files;edit'= {
            cand --url 'Public URL of the new file (must answer 200)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --authed 'Only logged-in users may download it'
            cand --no-authed 'The opposite of --authed'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;files;delete'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;files;delete-all'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;files;list'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;files;help'= {
            cand upload 'Register a file by the URL the service downloads it from'
            cand info 'Show one file: URL, name, size and access'
            cand edit 'Point a file at a new URL (downloaded again) and set who may fetch it'
            cand delete 'Delete a file by id or name'
            cand delete-all 'Delete every file'
            cand list 'List files'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;files;help;upload'= {
        }
        &'licensectl;files;help;info'= {
        }
        &'licensectl;files;help;edit'= {
        }
        &'licensectl;files;help;delete'= {
        }
        &'licensectl;files;help;delete-all'= {
        }
        &'licensectl;files;help;list'= {
        }
        &'licensectl;files;help;help'= {
        }
        &'licensectl;webhooks'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Define a URL the client API relays requests to'
            cand delete-all 'Delete every webhook'
            cand list 'List webhooks'
            cand delete 'Delete one webhook'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;webhooks;create'= {
            cand --url 'Base URL the relayed request goes to'
            cand --user-agent 'User agent sent [default: KeyAuth] (optional)'
            cand --webid 'Id to give it [default: random] (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --authed 'Only logged-in users may call it [default: --authed]'
            cand --no-authed 'The opposite of --authed'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;webhooks;delete-all'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;webhooks;list'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;webhooks;delete'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;webhooks;help'= {
            cand create 'Define a URL the client API relays requests to'
            cand delete-all 'Delete every webhook'
            cand list 'List webhooks'
            cand delete 'Delete one webhook'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;webhooks;help;create'= {
        }
        &'licensectl;webhooks;help;delete-all'= {
        }
        &'licensectl;webhooks;help;list'= {
        }
        &'licensectl;webhooks;help;delete'= {
        }
        &'licensectl;webhooks;help;help'= {
        }
        &'licensectl;chats'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List chat channels'
            cand create 'Create a chat channel'
            cand edit 'Change the message delay of a chat channel'
            cand delete 'Delete a chat channel and its messages'
            cand clear 'Delete every message of a chat channel'
            cand mutes 'List muted chat users'
            cand mute 'Mute a user in every chat channel'
            cand unmute 'Lift a user''s chat mute'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;chats;list'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;chats;create'= {
            cand --delay 'Minimum time between two messages of a user (sent in seconds) — e.g. 90s, 12h, 30d, 2w; sent in seconds'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;chats;edit'= {
            cand --delay 'Minimum time between two messages of a user (sent in minutes) — e.g. 90s, 12h, 30d, 2w; sent in minutes'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;chats;delete'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;chats;clear'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;chats;mutes'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;chats;mute'= {
            cand --duration 'How long (sent in seconds) — e.g. 90s, 12h, 30d, 2w; sent in seconds'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;chats;unmute'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;chats;help'= {
            cand list 'List chat channels'
            cand create 'Create a chat channel'
            cand edit 'Change the message delay of a chat channel'
            cand delete 'Delete a chat channel and its messages'
            cand clear 'Delete every message of a chat channel'
            cand mutes 'List muted chat users'
            cand mute 'Mute a user in every chat channel'
            cand unmute 'Lift a user''s chat mute'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;chats;help;list'= {
        }
        &'licensectl;chats;help;create'= {
        }
        &'licensectl;chats;help;edit'= {
        }
        &'licensectl;chats;help;delete'= {
        }
        &'licensectl;chats;help;clear'= {
        }
        &'licensectl;chats;help;mutes'= {
        }
        &'licensectl;chats;help;mute'= {
        }
        &'licensectl;chats;help;unmute'= {
        }
        &'licensectl;chats;help;help'= {
        }
        &'licensectl;sessions'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand kill 'End one client session'
            cand kill-all 'End every client session'
            cand list 'List client sessions: who is logged in, until when, from which IP'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;sessions;kill'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;sessions;kill-all'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;sessions;list'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;sessions;help'= {
            cand kill 'End one client session'
            cand kill-all 'End every client session'
            cand list 'List client sessions: who is logged in, until when, from which IP'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;sessions;help;kill'= {
        }
        &'licensectl;sessions;help;kill-all'= {
        }
        &'licensectl;sessions;help;list'= {
        }
        &'licensectl;sessions;help;help'= {
        }
        &'licensectl;blacklists'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Blacklist an IP, HWID, region, country or ASN (one entry per value given)'
            cand delete 'Remove one blacklist entry'
            cand delete-all 'Remove every blacklist entry'
            cand list 'List blacklist entries'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;blacklists;create'= {
            cand --ip 'IP address to block (optional)'
            cand --hwid 'Hardware id to block (optional)'
            cand --region 'Region to block (optional)'
            cand --country 'Country to block (optional)'
            cand --asn 'Autonomous system number to block (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;blacklists;delete'= {
            cand --type 'What the value is: ip, hwid, region, country or asn'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;blacklists;delete-all'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;blacklists;list'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;blacklists;help'= {
            cand create 'Blacklist an IP, HWID, region, country or ASN (one entry per value given)'
            cand delete 'Remove one blacklist entry'
            cand delete-all 'Remove every blacklist entry'
            cand list 'List blacklist entries'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;blacklists;help;create'= {
        }
        &'licensectl;blacklists;help;delete'= {
        }
        &'licensectl;blacklists;help;delete-all'= {
        }
        &'licensectl;blacklists;help;list'= {
        }
        &'licensectl;blacklists;help;help'= {
        }
        &'licensectl;whitelists'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Let an IP past the VPN block'
            cand delete 'Remove an IP from the whitelist'
            cand delete-all 'Remove every IP from the whitelist'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;whitelists;create'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;whitelists;delete'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;whitelists;delete-all'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;whitelists;help'= {
            cand create 'Let an IP past the VPN block'
            cand delete 'Remove an IP from the whitelist'
            cand delete-all 'Remove every IP from the whitelist'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;whitelists;help;create'= {
        }
        &'licensectl;whitelists;help;delete'= {
        }
        &'licensectl;whitelists;help;delete-all'= {
        }
        &'licensectl;whitelists;help;help'= {
        }
        &'licensectl;logs'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List logs sent by the application'
            cand delete-all 'Delete every log'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;logs;list'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;logs;delete-all'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;logs;help'= {
            cand list 'List logs sent by the application'
            cand delete-all 'Delete every log'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;logs;help;list'= {
        }
        &'licensectl;logs;help;delete-all'= {
        }
        &'licensectl;logs;help;help'= {
        }
        &'licensectl;buttons'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Add a web-loader button'
            cand delete 'Delete a web-loader button'
            cand delete-all 'Delete every web-loader button'
            cand list 'List web-loader buttons'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;buttons;create'= {
            cand --value 'Value sent to the loader (unique, no spaces)'
            cand --text 'Label shown on the button'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;buttons;delete'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;buttons;delete-all'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;buttons;list'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;buttons;help'= {
            cand create 'Add a web-loader button'
            cand delete 'Delete a web-loader button'
            cand delete-all 'Delete every web-loader button'
            cand list 'List web-loader buttons'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;buttons;help;create'= {
        }
        &'licensectl;buttons;help;delete'= {
        }
        &'licensectl;buttons;help;delete-all'= {
        }
        &'licensectl;buttons;help;list'= {
        }
        &'licensectl;buttons;help;help'= {
        }
        &'licensectl;app'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand settings 'Show the application''s settings and custom messages'
            cand update 'Change application settings (only the options given are changed)'
            cand details 'Show the application''s name, owner id, secret and version'
            cand stats 'Count keys by status, webhooks, files, variables and accounts'
            cand pause 'Pause the application and freeze every active subscription'
            cand unpause 'Unpause the application; frozen subscriptions resume their remaining time'
            cand add-hash 'Accept another program hash (MD5 of the client binary)'
            cand reset-hash 'Forget every accepted program hash'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;app;settings'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;app;update'= {
            cand --app-version 'Version the client must send at init (optional)'
            cand --download 'Download URL offered to outdated clients (optional)'
            cand --webhook 'Discord webhook URL for events (optional)'
            cand --reseller-store 'Reseller store URL (optional)'
            cand --disabled-msg 'Message when the app is disabled (optional)'
            cand --username-taken-msg 'Message when a username is taken (optional)'
            cand --key-not-found-msg 'Message for an invalid license key (optional)'
            cand --key-used-msg 'Message for a used license key (optional)'
            cand --no-sub-level-msg 'Message when no subscription has the key''s level (optional)'
            cand --username-not-found-msg 'Message for an unknown username (optional)'
            cand --pass-mismatch-msg 'Message for a wrong password (optional)'
            cand --hwid-mismatch-msg 'Message for a HWID mismatch (optional)'
            cand --no-active-subs-msg 'Message when the user has no active subscription (optional)'
            cand --hwid-blacked-msg 'Message for a blacklisted HWID or IP (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --enabled 'Whether the application accepts client requests (optional)'
            cand --no-enabled 'The opposite of --enabled'
            cand --hwid-lock 'Lock users to the HWID they first logged in with (optional)'
            cand --no-hwid-lock 'The opposite of --hwid-lock'
            cand --sellix-secret-stdin 'Read the sellix-secret from the first line of stdin [default: prompt on a terminal]'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;app;details'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;app;stats'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;app;pause'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;app;unpause'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;app;add-hash'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;app;reset-hash'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;app;help'= {
            cand settings 'Show the application''s settings and custom messages'
            cand update 'Change application settings (only the options given are changed)'
            cand details 'Show the application''s name, owner id, secret and version'
            cand stats 'Count keys by status, webhooks, files, variables and accounts'
            cand pause 'Pause the application and freeze every active subscription'
            cand unpause 'Unpause the application; frozen subscriptions resume their remaining time'
            cand add-hash 'Accept another program hash (MD5 of the client binary)'
            cand reset-hash 'Forget every accepted program hash'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;app;help;settings'= {
        }
        &'licensectl;app;help;update'= {
        }
        &'licensectl;app;help;details'= {
        }
        &'licensectl;app;help;stats'= {
        }
        &'licensectl;app;help;pause'= {
        }
        &'licensectl;app;help;unpause'= {
        }
        &'licensectl;app;help;add-hash'= {
        }
        &'licensectl;app;help;reset-hash'= {
        }
        &'licensectl;app;help;help'= {
        }
        &'licensectl;accounts'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create a reseller or manager account'
            cand delete 'Delete a reseller or manager account'
            cand add-balance 'Add keys to a reseller''s balance (per duration bucket)'
            cand balance 'Show a reseller''s key balance'
            cand list 'List reseller and manager accounts'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;accounts;create'= {
            cand --role 'Manager or Reseller'
            cand --email 'Email address of the account'
            cand --keylevels 'Key levels a reseller may create, separated by | [default: N/A = all] (optional)'
            cand --perms 'Manager page bits: licenses 1, users 2, subs 4, chats 8, sessions 16, webhooks 32, files 64, vars 128, logs 256, blacklists 512, settings 1024 [default: 2047] (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --password-stdin 'Read the password from the first line of stdin [default: prompt on a terminal]'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;accounts;delete'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;accounts;add-balance'= {
            cand --day '1-day keys to add (optional)'
            cand --week '1-week keys to add (optional)'
            cand --month '1-month keys to add (optional)'
            cand --three-month '3-month keys to add (optional)'
            cand --six-month '6-month keys to add (optional)'
            cand --lifetime 'Lifetime keys to add (optional)'
            cand --year '1-year keys to add (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;accounts;balance'= {
            cand --app-name 'Name of the application the account belongs to [default: the profile''s app]'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;accounts;list'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;accounts;help'= {
            cand create 'Create a reseller or manager account'
            cand delete 'Delete a reseller or manager account'
            cand add-balance 'Add keys to a reseller''s balance (per duration bucket)'
            cand balance 'Show a reseller''s key balance'
            cand list 'List reseller and manager accounts'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;accounts;help;create'= {
        }
        &'licensectl;accounts;help;delete'= {
        }
        &'licensectl;accounts;help;add-balance'= {
        }
        &'licensectl;accounts;help;balance'= {
        }
        &'licensectl;accounts;help;list'= {
        }
        &'licensectl;accounts;help;help'= {
        }
        &'licensectl;client'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand init 'Start a session; later client commands of this profile reuse it'
            cand register 'Register a user with a license key'
            cand login-email 'Log in with an email address and password'
            cand magic-link 'magic-link'
            cand upgrade 'Give a user the subscription of a license key'
            cand webhook 'Relay a request through a webhook the seller defined'
            cand login 'Log in with a username and password (or a web-loader token)'
            cand license 'Log in with a license key alone (registers it on first use)'
            cand forgot 'Email a password-reset link to a user'
            cand online 'List users with a logged-in session'
            cand stats 'Show the application''s user, session and key counts'
            cand set-var 'Set a variable of the logged-in user'
            cand get-var 'Show a variable of the logged-in user'
            cand var 'Show a global variable (needs login when the variable is authed)'
            cand check-blacklist 'Check whether this IP or HWID is blacklisted'
            cand chat-get 'Show the messages of a chat channel'
            cand chat-send 'Send a message to a chat channel'
            cand log 'Store a log line for the seller'
            cand file 'Download a file the seller uploaded'
            cand ban 'Ban the logged-in user and blacklist this IP (and HWID)'
            cand check 'Check that the session is logged in'
            cand change-username 'Rename the logged-in user (ends the session)'
            cand logout 'End the session'
            cand 2fa-enable 'Start two-factor setup (without --code) or finish it (with --code)'
            cand 2fa-disable 'Turn two-factor login off'
            cand otp 'otp'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;client;init'= {
            cand --app-version 'Application version [default: profile app_version, else 1.0] (optional)'
            cand --hash 'MD5 of the client binary, when the app checks hashes (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;register'= {
            cand --username 'Username'
            cand --key 'License key to redeem'
            cand --email 'Email address (for password resets) (optional)'
            cand --hwid 'Hardware id of this machine (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --password-stdin 'Read the password from the first line of stdin [default: prompt on a terminal]'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;login-email'= {
            cand --email 'Email address'
            cand --hwid 'Hardware id of this machine (optional)'
            cand --code 'Two-factor code, when enabled (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --password-stdin 'Read the password from the first line of stdin [default: prompt on a terminal]'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;magic-link'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand send 'Email a single-use login link (valid 15 minutes)'
            cand check 'Check whether the emailed login link was approved'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;client;magic-link;send'= {
            cand --email 'Email address'
            cand --hwid 'Hardware id of this machine (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;magic-link;check'= {
            cand --interval 'Time between polls'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --wait 'Poll until approved, used or expired'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;magic-link;help'= {
            cand send 'Email a single-use login link (valid 15 minutes)'
            cand check 'Check whether the emailed login link was approved'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;client;magic-link;help;send'= {
        }
        &'licensectl;client;magic-link;help;check'= {
        }
        &'licensectl;client;magic-link;help;help'= {
        }
        &'licensectl;client;upgrade'= {
            cand --username 'Username'
            cand --key 'License key to redeem'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;webhook'= {
            cand --params 'Appended to the webhook''s base URL (optional)'
            cand --body 'Body of the relayed request (optional)'
            cand --content-type 'Content type of the relayed request (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;login'= {
            cand --username 'Username'
            cand --token 'Web-loader token, sent instead of a password (optional)'
            cand --hwid 'Hardware id of this machine (optional)'
            cand --code 'Two-factor code, when enabled (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --password-stdin 'Read the password from the first line of stdin [default: prompt on a terminal]'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;license'= {
            cand --hwid 'Hardware id of this machine (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;forgot'= {
            cand --username 'Username'
            cand --email 'Email address the user registered with'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;online'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;stats'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;set-var'= {
            cand --var 'Variable name'
            cand --data 'Value to store'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;get-var'= {
            cand --var 'Variable name'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;var'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;check-blacklist'= {
            cand --hwid 'Hardware id of this machine (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;chat-get'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;chat-send'= {
            cand --message 'The message'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;log'= {
            cand --message 'Log text'
            cand --pcuser 'User name on the PC (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;file'= {
            cand --output-file 'Write the file here [default: stdout when piped]'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;ban'= {
            cand --reason 'Reason stored on the user [default: User banned from triggering ban function in the client] (optional)'
            cand --hwid 'Hardware id to blacklist too (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;check'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;change-username'= {
            cand --new-username 'The new username'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;logout'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;2fa-enable'= {
            cand --code 'Code from the authenticator app, within 5 minutes of the setup (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;2fa-disable'= {
            cand --code 'Current two-factor code'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;otp'= {
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand send 'Email a 6-digit one-time login code (valid 10 minutes)'
            cand verify 'Log in with the emailed one-time code'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;client;otp;send'= {
            cand --email 'Email address'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;otp;verify'= {
            cand --email 'Email address'
            cand --code 'The 6-digit code from the email'
            cand --hwid 'Hardware id of this machine (optional)'
            cand -o 'Output format [default: table on a terminal, tsv otherwise]'
            cand --output 'Output format [default: table on a terminal, tsv otherwise]'
            cand --profile 'Profile to use [env: LICENSECTL_PROFILE]'
            cand --base-url 'Service base URL, overriding the profile [env: LICENSECTL_BASE_URL]'
            cand --timeout 'Request timeout, e.g. 30s [env: LICENSECTL_TIMEOUT]'
            cand --rate-limit 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]'
            cand --session 'Client API: use this session id instead of the one `client init` kept'
            cand --json 'Same as -o json'
            cand -y 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --yes 'Answer yes to confirmations (needed for destructive commands off a terminal)'
            cand --dry-run 'Print the request that would be sent (secrets redacted) and send nothing'
            cand -v 'Show requests and timings on stderr (secrets redacted)'
            cand --verbose 'Show requests and timings on stderr (secrets redacted)'
            cand --show-secrets 'Include secrets the service returns (password hashes, app secret, session ids)'
            cand --no-verify 'Client API: do not verify answer signatures'
            cand --allow-insecure-http 'Allow plain http to a non-loopback host (sends the seller key unencrypted)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'licensectl;client;otp;help'= {
            cand send 'Email a 6-digit one-time login code (valid 10 minutes)'
            cand verify 'Log in with the emailed one-time code'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;client;otp;help;send'= {
        }
        &'licensectl;client;otp;help;verify'= {
        }
        &'licensectl;client;otp;help;help'= {
        }
        &'licensectl;client;help'= {
            cand init 'Start a session; later client commands of this profile reuse it'
            cand register 'Register a user with a license key'
            cand login-email 'Log in with an email address and password'
            cand magic-link 'magic-link'
            cand upgrade 'Give a user the subscription of a license key'
            cand webhook 'Relay a request through a webhook the seller defined'
            cand login 'Log in with a username and password (or a web-loader token)'
            cand license 'Log in with a license key alone (registers it on first use)'
            cand forgot 'Email a password-reset link to a user'
            cand online 'List users with a logged-in session'
            cand stats 'Show the application''s user, session and key counts'
            cand set-var 'Set a variable of the logged-in user'
            cand get-var 'Show a variable of the logged-in user'
            cand var 'Show a global variable (needs login when the variable is authed)'
            cand check-blacklist 'Check whether this IP or HWID is blacklisted'
            cand chat-get 'Show the messages of a chat channel'
            cand chat-send 'Send a message to a chat channel'
            cand log 'Store a log line for the seller'
            cand file 'Download a file the seller uploaded'
            cand ban 'Ban the logged-in user and blacklist this IP (and HWID)'
            cand check 'Check that the session is logged in'
            cand change-username 'Rename the logged-in user (ends the session)'
            cand logout 'End the session'
            cand 2fa-enable 'Start two-factor setup (without --code) or finish it (with --code)'
            cand 2fa-disable 'Turn two-factor login off'
            cand otp 'otp'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;client;help;init'= {
        }
        &'licensectl;client;help;register'= {
        }
        &'licensectl;client;help;login-email'= {
        }
        &'licensectl;client;help;magic-link'= {
            cand send 'Email a single-use login link (valid 15 minutes)'
            cand check 'Check whether the emailed login link was approved'
        }
        &'licensectl;client;help;magic-link;send'= {
        }
        &'licensectl;client;help;magic-link;check'= {
        }
        &'licensectl;client;help;upgrade'= {
        }
        &'licensectl;client;help;webhook'= {
        }
        &'licensectl;client;help;login'= {
        }
        &'licensectl;client;help;license'= {
        }
        &'licensectl;client;help;forgot'= {
        }
        &'licensectl;client;help;online'= {
        }
        &'licensectl;client;help;stats'= {
        }
        &'licensectl;client;help;set-var'= {
        }
        &'licensectl;client;help;get-var'= {
        }
        &'licensectl;client;help;var'= {
        }
        &'licensectl;client;help;check-blacklist'= {
        }
        &'licensectl;client;help;chat-get'= {
        }
        &'licensectl;client;help;chat-send'= {
        }
        &'licensectl;client;help;log'= {
        }
        &'licensectl;client;help;file'= {
        }
        &'licensectl;client;help;ban'= {
        }
        &'licensectl;client;help;check'= {
        }
        &'licensectl;client;help;change-username'= {
        }
        &'licensectl;client;help;logout'= {
        }
        &'licensectl;client;help;2fa-enable'= {
        }
        &'licensectl;client;help;2fa-disable'= {
        }
        &'licensectl;client;help;otp'= {
            cand send 'Email a 6-digit one-time login code (valid 10 minutes)'
            cand verify 'Log in with the emailed one-time code'
        }
        &'licensectl;client;help;otp;send'= {
        }
        &'licensectl;client;help;otp;verify'= {
        }
        &'licensectl;client;help;help'= {
        }
        &'licensectl;help'= {
            cand config 'Manage profiles: base URL, seller key and app credentials'
            cand sandbox 'Run a local sandbox of the service (for trying things out, tests and CI)'
            cand ops 'Inspect the operation catalogue'
            cand completions 'Print a shell completion script'
            cand licenses 'Create, inspect, ban and delete license keys'
            cand users 'Manage end users, their HWIDs, subscriptions and variables'
            cand subs 'Define subscriptions (levels a key grants)'
            cand vars 'Global application variables'
            cand files 'Files the client API serves to logged-in users'
            cand webhooks 'Server-side relayed requests the client calls by id'
            cand chats 'Chat channels and mutes'
            cand sessions 'Client sessions'
            cand blacklists 'Blocked IPs, HWIDs, regions, countries and ASNs'
            cand whitelists 'IPs allowed past the VPN block'
            cand logs 'Logs sent by the client API'
            cand buttons 'Web-loader buttons'
            cand app 'Application settings, stats, hashes and pause'
            cand accounts 'Reseller and manager accounts'
            cand client 'The client API, as your application calls it'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'licensectl;help;config'= {
            cand init 'Create or update a profile, checking the seller key against the service'
            cand list 'List profiles (secrets masked)'
            cand show 'Show the settings in effect and where each value came from'
            cand use 'Make a profile the default'
            cand set 'Set one field of a profile (secrets only through --stdin)'
            cand remove 'Remove a profile'
            cand path 'Print the config file''s path'
        }
        &'licensectl;help;config;init'= {
        }
        &'licensectl;help;config;list'= {
        }
        &'licensectl;help;config;show'= {
        }
        &'licensectl;help;config;use'= {
        }
        &'licensectl;help;config;set'= {
        }
        &'licensectl;help;config;remove'= {
        }
        &'licensectl;help;config;path'= {
        }
        &'licensectl;help;sandbox'= {
            cand start 'Serve the seller and client APIs until interrupted'
            cand outbox 'List the mail the sandbox would have sent (magic links, codes, password resets)'
            cand seed 'Fill a sandbox database with generated data (for demos and benchmarks)'
        }
        &'licensectl;help;sandbox;start'= {
        }
        &'licensectl;help;sandbox;outbox'= {
        }
        &'licensectl;help;sandbox;seed'= {
        }
        &'licensectl;help;ops'= {
            cand list 'List every service operation with its command and parameters'
        }
        &'licensectl;help;ops;list'= {
        }
        &'licensectl;help;completions'= {
        }
        &'licensectl;help;licenses'= {
            cand info 'Show one license: status, level, duration, note and who used it'
            cand create 'Create license keys (any amount; sent in chunks of 100)'
            cand list 'List every license key'
            cand verify 'Check that a license key exists'
            cand add-time 'Add time to every unused license'
            cand delete 'Delete one license (and its subscriptions)'
            cand delete-many 'Delete several licenses at once'
            cand delete-unused 'Delete every unused license'
            cand delete-used 'Delete every used license'
            cand delete-all 'Delete every license'
            cand ban 'Ban a license (and optionally its user)'
            cand unban 'Lift a license ban'
            cand set-note 'Set the note on a license'
            cand note 'Show the note on a license'
            cand edit 'Change how long an unused license lasts once redeemed'
            cand of-user 'Show the license a user redeemed'
            cand assign 'Redeem a license for an existing user'
            cand activate 'Create a user from a license'
        }
        &'licensectl;help;licenses;info'= {
        }
        &'licensectl;help;licenses;create'= {
        }
        &'licensectl;help;licenses;list'= {
        }
        &'licensectl;help;licenses;verify'= {
        }
        &'licensectl;help;licenses;add-time'= {
        }
        &'licensectl;help;licenses;delete'= {
        }
        &'licensectl;help;licenses;delete-many'= {
        }
        &'licensectl;help;licenses;delete-unused'= {
        }
        &'licensectl;help;licenses;delete-used'= {
        }
        &'licensectl;help;licenses;delete-all'= {
        }
        &'licensectl;help;licenses;ban'= {
        }
        &'licensectl;help;licenses;unban'= {
        }
        &'licensectl;help;licenses;set-note'= {
        }
        &'licensectl;help;licenses;note'= {
        }
        &'licensectl;help;licenses;edit'= {
        }
        &'licensectl;help;licenses;of-user'= {
        }
        &'licensectl;help;licenses;assign'= {
        }
        &'licensectl;help;licenses;activate'= {
        }
        &'licensectl;help;users'= {
            cand create 'Create a user with a subscription'
            cand delete 'Delete a user with their subscriptions, variables and sessions'
            cand delete-expired 'Delete every user without an active subscription'
            cand delete-all 'Delete every user'
            cand verify 'Check that a user exists'
            cand info 'Show one user: active subscriptions, variables, HWID, IP, dates, ban'
            cand list 'List users (the service returns at most 520)'
            cand names 'List every username'
            cand reset-hwid 'Clear a user''s HWID lock'
            cand reset-hwid-all 'Clear the HWID lock of every user'
            cand set-password 'Set or clear a user''s password'
            cand set-email 'Change a user''s email address'
            cand rename 'Rename a user everywhere (subscriptions, variables, keys, chat)'
            cand add-hwid 'Append a HWID to a user''s allowed HWIDs'
            cand set-cooldown 'Set when the user may next reset their own HWID'
            cand ban 'Ban a user and blacklist their HWID and IP'
            cand unban 'Lift a user ban and their HWID and IP blacklist'
            cand pause 'Freeze a user''s active subscriptions'
            cand unpause 'Resume a user''s frozen subscriptions'
            cand extend 'Add time to a user''s subscription, or grant it when they have none'
            cand subtract 'Take time off a user''s subscription'
            cand delete-sub 'Remove a subscription from a user'
            cand subs 'List a user''s subscriptions'
            cand set-var 'Set a variable on a user (or on every user)'
            cand get-var 'Show one variable of a user'
            cand delete-var 'Delete one variable of a user'
            cand purge-var 'Delete a variable from every user'
            cand vars 'List every user variable'
        }
        &'licensectl;help;users;create'= {
        }
        &'licensectl;help;users;delete'= {
        }
        &'licensectl;help;users;delete-expired'= {
        }
        &'licensectl;help;users;delete-all'= {
        }
        &'licensectl;help;users;verify'= {
        }
        &'licensectl;help;users;info'= {
        }
        &'licensectl;help;users;list'= {
        }
        &'licensectl;help;users;names'= {
        }
        &'licensectl;help;users;reset-hwid'= {
        }
        &'licensectl;help;users;reset-hwid-all'= {
        }
        &'licensectl;help;users;set-password'= {
        }
        &'licensectl;help;users;set-email'= {
        }
        &'licensectl;help;users;rename'= {
        }
        &'licensectl;help;users;add-hwid'= {
        }
        &'licensectl;help;users;set-cooldown'= {
        }
        &'licensectl;help;users;ban'= {
        }
        &'licensectl;help;users;unban'= {
        }
        &'licensectl;help;users;pause'= {
        }
        &'licensectl;help;users;unpause'= {
        }
        &'licensectl;help;users;extend'= {
        }
        &'licensectl;help;users;subtract'= {
        }
        &'licensectl;help;users;delete-sub'= {
        }
        &'licensectl;help;users;subs'= {
        }
        &'licensectl;help;users;set-var'= {
        }
        &'licensectl;help;users;get-var'= {
        }
        &'licensectl;help;users;delete-var'= {
        }
        &'licensectl;help;users;purge-var'= {
        }
        &'licensectl;help;users;vars'= {
        }
        &'licensectl;help;subs'= {
            cand create 'Create a subscription that keys of a level grant'
            cand list 'List subscriptions'
            cand edit 'Change the level of a subscription'
            cand delete 'Delete a subscription definition (users keep the time already granted)'
            cand count 'Count the active user subscriptions of a subscription'
            cand pause 'Freeze every active user subscription of this name'
            cand unpause 'Resume the paused user subscriptions of this name'
        }
        &'licensectl;help;subs;create'= {
        }
        &'licensectl;help;subs;list'= {
        }
        &'licensectl;help;subs;edit'= {
        }
        &'licensectl;help;subs;delete'= {
        }
        &'licensectl;help;subs;count'= {
        }
        &'licensectl;help;subs;pause'= {
        }
        &'licensectl;help;subs;unpause'= {
        }
        &'licensectl;help;vars'= {
            cand create 'Create a global variable'
            cand edit 'Change the value of a global variable'
            cand get 'Show the value of a global variable'
            cand delete 'Delete a global variable'
            cand delete-all 'Delete every global variable'
            cand list 'List global variables'
        }
        &'licensectl;help;vars;create'= {
        }
        &'licensectl;help;vars;edit'= {
        }
        &'licensectl;help;vars;get'= {
        }
        &'licensectl;help;vars;delete'= {
        }
        &'licensectl;help;vars;delete-all'= {
        }
        &'licensectl;help;vars;list'= {
        }
        &'licensectl;help;files'= {
            cand upload 'Register a file by the URL the service downloads it from'
            cand info 'Show one file: URL, name, size and access'
            cand edit 'Point a file at a new URL (downloaded again) and set who may fetch it'
            cand delete 'Delete a file by id or name'
            cand delete-all 'Delete every file'
            cand list 'List files'
        }
        &'licensectl;help;files;upload'= {
        }
        &'licensectl;help;files;info'= {
        }
        &'licensectl;help;files;edit'= {
        }
        &'licensectl;help;files;delete'= {
        }
        &'licensectl;help;files;delete-all'= {
        }
        &'licensectl;help;files;list'= {
        }
        &'licensectl;help;webhooks'= {
            cand create 'Define a URL the client API relays requests to'
            cand delete-all 'Delete every webhook'
            cand list 'List webhooks'
            cand delete 'Delete one webhook'
        }
        &'licensectl;help;webhooks;create'= {
        }
        &'licensectl;help;webhooks;delete-all'= {
        }
        &'licensectl;help;webhooks;list'= {
        }
        &'licensectl;help;webhooks;delete'= {
        }
        &'licensectl;help;chats'= {
            cand list 'List chat channels'
            cand create 'Create a chat channel'
            cand edit 'Change the message delay of a chat channel'
            cand delete 'Delete a chat channel and its messages'
            cand clear 'Delete every message of a chat channel'
            cand mutes 'List muted chat users'
            cand mute 'Mute a user in every chat channel'
            cand unmute 'Lift a user''s chat mute'
        }
        &'licensectl;help;chats;list'= {
        }
        &'licensectl;help;chats;create'= {
        }
        &'licensectl;help;chats;edit'= {
        }
        &'licensectl;help;chats;delete'= {
        }
        &'licensectl;help;chats;clear'= {
        }
        &'licensectl;help;chats;mutes'= {
        }
        &'licensectl;help;chats;mute'= {
        }
        &'licensectl;help;chats;unmute'= {
        }
        &'licensectl;help;sessions'= {
            cand kill 'End one client session'
            cand kill-all 'End every client session'
            cand list 'List client sessions: who is logged in, until when, from which IP'
        }
        &'licensectl;help;sessions;kill'= {
        }
        &'licensectl;help;sessions;kill-all'= {
        }
        &'licensectl;help;sessions;list'= {
        }
        &'licensectl;help;blacklists'= {
            cand create 'Blacklist an IP, HWID, region, country or ASN (one entry per value given)'
            cand delete 'Remove one blacklist entry'
            cand delete-all 'Remove every blacklist entry'
            cand list 'List blacklist entries'
        }
        &'licensectl;help;blacklists;create'= {
        }
        &'licensectl;help;blacklists;delete'= {
        }
        &'licensectl;help;blacklists;delete-all'= {
        }
        &'licensectl;help;blacklists;list'= {
        }
        &'licensectl;help;whitelists'= {
            cand create 'Let an IP past the VPN block'
            cand delete 'Remove an IP from the whitelist'
            cand delete-all 'Remove every IP from the whitelist'
        }
        &'licensectl;help;whitelists;create'= {
        }
        &'licensectl;help;whitelists;delete'= {
        }
        &'licensectl;help;whitelists;delete-all'= {
        }
        &'licensectl;help;logs'= {
            cand list 'List logs sent by the application'
            cand delete-all 'Delete every log'
        }
        &'licensectl;help;logs;list'= {
        }
        &'licensectl;help;logs;delete-all'= {
        }
        &'licensectl;help;buttons'= {
            cand create 'Add a web-loader button'
            cand delete 'Delete a web-loader button'
            cand delete-all 'Delete every web-loader button'
            cand list 'List web-loader buttons'
        }
        &'licensectl;help;buttons;create'= {
        }
        &'licensectl;help;buttons;delete'= {
        }
        &'licensectl;help;buttons;delete-all'= {
        }
        &'licensectl;help;buttons;list'= {
        }
        &'licensectl;help;app'= {
            cand settings 'Show the application''s settings and custom messages'
            cand update 'Change application settings (only the options given are changed)'
            cand details 'Show the application''s name, owner id, secret and version'
            cand stats 'Count keys by status, webhooks, files, variables and accounts'
            cand pause 'Pause the application and freeze every active subscription'
            cand unpause 'Unpause the application; frozen subscriptions resume their remaining time'
            cand add-hash 'Accept another program hash (MD5 of the client binary)'
            cand reset-hash 'Forget every accepted program hash'
        }
        &'licensectl;help;app;settings'= {
        }
        &'licensectl;help;app;update'= {
        }
        &'licensectl;help;app;details'= {
        }
        &'licensectl;help;app;stats'= {
        }
        &'licensectl;help;app;pause'= {
        }
        &'licensectl;help;app;unpause'= {
        }
        &'licensectl;help;app;add-hash'= {
        }
        &'licensectl;help;app;reset-hash'= {
        }
        &'licensectl;help;accounts'= {
            cand create 'Create a reseller or manager account'
            cand delete 'Delete a reseller or manager account'
            cand add-balance 'Add keys to a reseller''s balance (per duration bucket)'
            cand balance 'Show a reseller''s key balance'
            cand list 'List reseller and manager accounts'
        }
        &'licensectl;help;accounts;create'= {
        }
        &'licensectl;help;accounts;delete'= {
        }
        &'licensectl;help;accounts;add-balance'= {
        }
        &'licensectl;help;accounts;balance'= {
        }
        &'licensectl;help;accounts;list'= {
        }
        &'licensectl;help;client'= {
            cand init 'Start a session; later client commands of this profile reuse it'
            cand register 'Register a user with a license key'
            cand login-email 'Log in with an email address and password'
            cand magic-link 'magic-link'
            cand upgrade 'Give a user the subscription of a license key'
            cand webhook 'Relay a request through a webhook the seller defined'
            cand login 'Log in with a username and password (or a web-loader token)'
            cand license 'Log in with a license key alone (registers it on first use)'
            cand forgot 'Email a password-reset link to a user'
            cand online 'List users with a logged-in session'
            cand stats 'Show the application''s user, session and key counts'
            cand set-var 'Set a variable of the logged-in user'
            cand get-var 'Show a variable of the logged-in user'
            cand var 'Show a global variable (needs login when the variable is authed)'
            cand check-blacklist 'Check whether this IP or HWID is blacklisted'
            cand chat-get 'Show the messages of a chat channel'
            cand chat-send 'Send a message to a chat channel'
            cand log 'Store a log line for the seller'
            cand file 'Download a file the seller uploaded'
            cand ban 'Ban the logged-in user and blacklist this IP (and HWID)'
            cand check 'Check that the session is logged in'
            cand change-username 'Rename the logged-in user (ends the session)'
            cand logout 'End the session'
            cand 2fa-enable 'Start two-factor setup (without --code) or finish it (with --code)'
            cand 2fa-disable 'Turn two-factor login off'
            cand otp 'otp'
        }
        &'licensectl;help;client;init'= {
        }
        &'licensectl;help;client;register'= {
        }
        &'licensectl;help;client;login-email'= {
        }
        &'licensectl;help;client;magic-link'= {
            cand send 'Email a single-use login link (valid 15 minutes)'
            cand check 'Check whether the emailed login link was approved'
        }
        &'licensectl;help;client;magic-link;send'= {
        }
        &'licensectl;help;client;magic-link;check'= {
        }
        &'licensectl;help;client;upgrade'= {
        }
        &'licensectl;help;client;webhook'= {
        }
        &'licensectl;help;client;login'= {
        }
        &'licensectl;help;client;license'= {
        }
        &'licensectl;help;client;forgot'= {
        }
        &'licensectl;help;client;online'= {
        }
        &'licensectl;help;client;stats'= {
        }
        &'licensectl;help;client;set-var'= {
        }
        &'licensectl;help;client;get-var'= {
        }
        &'licensectl;help;client;var'= {
        }
        &'licensectl;help;client;check-blacklist'= {
        }
        &'licensectl;help;client;chat-get'= {
        }
        &'licensectl;help;client;chat-send'= {
        }
        &'licensectl;help;client;log'= {
        }
        &'licensectl;help;client;file'= {
        }
        &'licensectl;help;client;ban'= {
        }
        &'licensectl;help;client;check'= {
        }
        &'licensectl;help;client;change-username'= {
        }
        &'licensectl;help;client;logout'= {
        }
        &'licensectl;help;client;2fa-enable'= {
        }
        &'licensectl;help;client;2fa-disable'= {
        }
        &'licensectl;help;client;otp'= {
            cand send 'Email a 6-digit one-time login code (valid 10 minutes)'
            cand verify 'Log in with the emailed one-time code'
        }
        &'licensectl;help;client;otp;send'= {
        }
        &'licensectl;help;client;otp;verify'= {
        }
        &'licensectl;help;help'= {
        }
    ]
    $completions[$command]
}
