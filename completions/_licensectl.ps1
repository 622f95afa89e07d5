
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'licensectl' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'licensectl'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'licensectl' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Manage profiles: base URL, seller key and app credentials')
            [CompletionResult]::new('sandbox', 'sandbox', [CompletionResultType]::ParameterValue, 'Run a local sandbox of the service (for trying things out, tests and CI)')
            [CompletionResult]::new('ops', 'ops', [CompletionResultType]::ParameterValue, 'Inspect the operation catalogue')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('backup', 'backup', [CompletionResultType]::ParameterValue, 'Save the whole application as one JSON document (licenses, users, settings, …)')
            [CompletionResult]::new('restore', 'restore', [CompletionResultType]::ParameterValue, 'Recreate a backup document in an empty application')
            [CompletionResult]::new('api', 'api', [CompletionResultType]::ParameterValue, 'Send any operation, even one licensectl does not know, and print the raw answer')
            [CompletionResult]::new('doctor', 'doctor', [CompletionResultType]::ParameterValue, 'Check the configuration, the connection to the service and the credentials')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write the app''s configuration as TOML, for `licensectl plan` and `apply`')
            [CompletionResult]::new('plan', 'plan', [CompletionResultType]::ParameterValue, 'Show what `apply` would change in the app')
            [CompletionResult]::new('apply', 'apply', [CompletionResultType]::ParameterValue, 'Make the app match an app file')
            [CompletionResult]::new('lookup', 'lookup', [CompletionResultType]::ParameterValue, 'Everything about one customer: licenses, user, subscriptions, bans, sessions, logs')
            [CompletionResult]::new('report', 'report', [CompletionResultType]::ParameterValue, 'Keys sold and redeemed, new users, logins, renewals due and churn, with charts')
            [CompletionResult]::new('watch', 'watch', [CompletionResultType]::ParameterValue, 'Follow one customer (or the whole app) live: logins, logs, HWID/IP changes, bans, time')
            [CompletionResult]::new('licenses', 'licenses', [CompletionResultType]::ParameterValue, 'Create, inspect, ban and delete license keys')
            [CompletionResult]::new('users', 'users', [CompletionResultType]::ParameterValue, 'Manage end users, their HWIDs, subscriptions and variables')
            [CompletionResult]::new('subs', 'subs', [CompletionResultType]::ParameterValue, 'Define subscriptions (levels a key grants)')
            [CompletionResult]::new('vars', 'vars', [CompletionResultType]::ParameterValue, 'Global application variables')
            [CompletionResult]::new('files', 'files', [CompletionResultType]::ParameterValue, 'Files the client API serves to logged-in users')
            [CompletionResult]::new('webhooks', 'webhooks', [CompletionResultType]::ParameterValue, 'Server-side relayed requests the client calls by id')
            [CompletionResult]::new('chats', 'chats', [CompletionResultType]::ParameterValue, 'Chat channels and mutes')
            [CompletionResult]::new('sessions', 'sessions', [CompletionResultType]::ParameterValue, 'Client sessions')
            [CompletionResult]::new('blacklists', 'blacklists', [CompletionResultType]::ParameterValue, 'Blocked IPs, HWIDs, regions, countries and ASNs')
            [CompletionResult]::new('whitelists', 'whitelists', [CompletionResultType]::ParameterValue, 'IPs allowed past the VPN block')
            [CompletionResult]::new('logs', 'logs', [CompletionResultType]::ParameterValue, 'Logs sent by the client API')
            [CompletionResult]::new('buttons', 'buttons', [CompletionResultType]::ParameterValue, 'Web-loader buttons')
            [CompletionResult]::new('app', 'app', [CompletionResultType]::ParameterValue, 'Application settings, stats, hashes and pause')
            [CompletionResult]::new('accounts', 'accounts', [CompletionResultType]::ParameterValue, 'Reseller and manager accounts')
            [CompletionResult]::new('client', 'client', [CompletionResultType]::ParameterValue, 'The client API, as your application calls it')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;config' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('init', 'init', [CompletionResultType]::ParameterValue, 'Create or update a profile, checking the seller key against the service')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List profiles (secrets masked)')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the settings in effect and where each value came from')
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Make a profile the default')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set one field of a profile (secrets only through --stdin)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove a profile')
            [CompletionResult]::new('path', 'path', [CompletionResultType]::ParameterValue, 'Print the config file''s path')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;config;init' {
            [CompletionResult]::new('--app-name', '--app-name', [CompletionResultType]::ParameterName, 'Application name (client API)')
            [CompletionResult]::new('--ownerid', '--ownerid', [CompletionResultType]::ParameterName, 'Owner id (client API)')
            [CompletionResult]::new('--client-api', '--client-api', [CompletionResultType]::ParameterName, 'Client API version the app speaks: 1.3 (Ed25519-signed) or 1.2 (HMAC, needs the app secret)')
            [CompletionResult]::new('--public-key', '--public-key', [CompletionResultType]::ParameterName, 'Ed25519 public key (hex) that signs client API 1.3 answers [default: the service''s]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--seller-key-stdin', '--seller-key-stdin', [CompletionResultType]::ParameterName, 'Read the seller key from the first line of stdin')
            [CompletionResult]::new('--no-check', '--no-check', [CompletionResultType]::ParameterName, 'Save without checking the key against the service')
            [CompletionResult]::new('--default', '--default', [CompletionResultType]::ParameterName, 'Make it the default profile')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;config;list' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;config;show' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;config;use' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;config;set' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--stdin', '--stdin', [CompletionResultType]::ParameterName, 'Read the value from the first line of stdin')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;config;remove' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;config;path' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;config;help' {
            [CompletionResult]::new('init', 'init', [CompletionResultType]::ParameterValue, 'Create or update a profile, checking the seller key against the service')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List profiles (secrets masked)')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the settings in effect and where each value came from')
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Make a profile the default')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set one field of a profile (secrets only through --stdin)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove a profile')
            [CompletionResult]::new('path', 'path', [CompletionResultType]::ParameterValue, 'Print the config file''s path')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;config;help;init' {
            break
        }
        'licensectl;config;help;list' {
            break
        }
        'licensectl;config;help;show' {
            break
        }
        'licensectl;config;help;use' {
            break
        }
        'licensectl;config;help;set' {
            break
        }
        'licensectl;config;help;remove' {
            break
        }
        'licensectl;config;help;path' {
            break
        }
        'licensectl;config;help;help' {
            break
        }
        'licensectl;sandbox' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('start', 'start', [CompletionResultType]::ParameterValue, 'Serve the seller and client APIs until interrupted')
            [CompletionResult]::new('outbox', 'outbox', [CompletionResultType]::ParameterValue, 'List the mail the sandbox would have sent (magic links, codes, password resets)')
            [CompletionResult]::new('seed', 'seed', [CompletionResultType]::ParameterValue, 'Fill a sandbox database with generated data (for demos and benchmarks)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;sandbox;start' {
            [CompletionResult]::new('--port', '--port', [CompletionResultType]::ParameterName, 'Port to listen on [default: any free port]')
            [CompletionResult]::new('--listen', '--listen', [CompletionResultType]::ParameterName, 'Address to listen on; anything but loopback exposes the sandbox to the network')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'Database file [default: the embedded sandbox''s, in the data dir]')
            [CompletionResult]::new('--limits', '--limits', [CompletionResultType]::ParameterName, 'Rate limits to enforce')
            [CompletionResult]::new('--app-name', '--app-name', [CompletionResultType]::ParameterName, 'Application name for a new database')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'Set a dashboard-only setting the seller API cannot change (repeatable); kept in the database: hashcheck=0|1, forceHwid=0|1, minHwid=N, session=SECONDS, and the service''s behaviours a loopback sandbox leaves off: sessionReuse=0|1, loopbackBans=0|1')
            [CompletionResult]::new('--flavor', '--flavor', [CompletionResultType]::ParameterName, 'Server generation to answer as: current (the hosted service) or 2022 (the last open-source seller API; docs/sandbox.md lists how it differs)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--memory', '--memory', [CompletionResultType]::ParameterName, 'Keep everything in memory')
            [CompletionResult]::new('--flavor-bugs', '--flavor-bugs', [CompletionResultType]::ParameterName, 'Reproduce the flavour''s known bugs too (2022: `ban`, `unban` and `del` always fail)')
            [CompletionResult]::new('--allow-private-fetch', '--allow-private-fetch', [CompletionResultType]::ParameterName, 'Let file uploads and webhook relays fetch loopback and private addresses')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;sandbox;outbox' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;sandbox;seed' {
            [CompletionResult]::new('--licenses', '--licenses', [CompletionResultType]::ParameterName, 'Number of licenses to add')
            [CompletionResult]::new('--users', '--users', [CompletionResultType]::ParameterName, 'Number of users to add')
            [CompletionResult]::new('--subs', '--subs', [CompletionResultType]::ParameterName, 'Number of subscriptions to define (spread over levels 1-3; at least 3)')
            [CompletionResult]::new('--vars', '--vars', [CompletionResultType]::ParameterName, 'Number of global variables to add')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'Database file [default: the embedded sandbox''s, in the data dir]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--no-customers', '--no-customers', [CompletionResultType]::ParameterName, 'Leave out the support desk''s practice customers')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;sandbox;help' {
            [CompletionResult]::new('start', 'start', [CompletionResultType]::ParameterValue, 'Serve the seller and client APIs until interrupted')
            [CompletionResult]::new('outbox', 'outbox', [CompletionResultType]::ParameterValue, 'List the mail the sandbox would have sent (magic links, codes, password resets)')
            [CompletionResult]::new('seed', 'seed', [CompletionResultType]::ParameterValue, 'Fill a sandbox database with generated data (for demos and benchmarks)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;sandbox;help;start' {
            break
        }
        'licensectl;sandbox;help;outbox' {
            break
        }
        'licensectl;sandbox;help;seed' {
            break
        }
        'licensectl;sandbox;help;help' {
            break
        }
        'licensectl;ops' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List every service operation with its command and parameters')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;ops;list' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;ops;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List every service operation with its command and parameters')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;ops;help;list' {
            break
        }
        'licensectl;ops;help;help' {
            break
        }
        'licensectl;completions' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;backup' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;restore' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Restore even when the application already has licenses or users')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;api' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;doctor' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;export' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;plan' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--prune', '--prune', [CompletionResultType]::ParameterName, 'Also plan deleting the records of declared kinds that FILE does not list')
            [CompletionResult]::new('--exit-code', '--exit-code', [CompletionResultType]::ParameterName, 'Exit 1 when there are changes, 0 when there are none')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;apply' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--prune', '--prune', [CompletionResultType]::ParameterName, 'Delete the records of declared kinds that FILE does not list')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;lookup' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;report' {
            [CompletionResult]::new('--period', '--period', [CompletionResultType]::ParameterName, 'How many days to report on, ending today (e.g. 7d, 30d, 12w)')
            [CompletionResult]::new('--since', '--since', [CompletionResultType]::ParameterName, 'First day reported on (YYYY-MM-DD, UTC)')
            [CompletionResult]::new('--until', '--until', [CompletionResultType]::ParameterName, 'Last day reported on, included (YYYY-MM-DD, UTC) [default: today]')
            [CompletionResult]::new('--html', '--html', [CompletionResultType]::ParameterName, 'Also write the report as one self-contained HTML page (inline SVG charts) to FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;watch' {
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Time between polls (e.g. 500ms, 3s, 1m)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Follow the whole app''s logs and sessions instead of one customer')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('info', 'info', [CompletionResultType]::ParameterValue, 'Show one license: status, level, duration, note and who used it')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create license keys (any amount; sent in chunks of 100)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List every license key')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Check that a license key exists')
            [CompletionResult]::new('add-time', 'add-time', [CompletionResultType]::ParameterValue, 'Add time to every unused license')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete one license (and its subscriptions)')
            [CompletionResult]::new('delete-many', 'delete-many', [CompletionResultType]::ParameterValue, 'Delete several licenses at once')
            [CompletionResult]::new('delete-unused', 'delete-unused', [CompletionResultType]::ParameterValue, 'Delete every unused license')
            [CompletionResult]::new('delete-used', 'delete-used', [CompletionResultType]::ParameterValue, 'Delete every used license')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every license')
            [CompletionResult]::new('ban', 'ban', [CompletionResultType]::ParameterValue, 'Ban a license (and optionally its user)')
            [CompletionResult]::new('unban', 'unban', [CompletionResultType]::ParameterValue, 'Lift a license ban')
            [CompletionResult]::new('set-note', 'set-note', [CompletionResultType]::ParameterValue, 'Set the note on a license')
            [CompletionResult]::new('note', 'note', [CompletionResultType]::ParameterValue, 'Show the note on a license')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Change how long an unused license lasts once redeemed')
            [CompletionResult]::new('of-user', 'of-user', [CompletionResultType]::ParameterValue, 'Show the license a user redeemed')
            [CompletionResult]::new('assign', 'assign', [CompletionResultType]::ParameterValue, 'Redeem a license for an existing user')
            [CompletionResult]::new('activate', 'activate', [CompletionResultType]::ParameterValue, 'Create a user from a license')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;licenses;info' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses;create' {
            [CompletionResult]::new('--expiry', '--expiry', [CompletionResultType]::ParameterName, 'How long a key lasts once redeemed (sent in days) — e.g. 90s, 12h, 30d, 1y, lifetime')
            [CompletionResult]::new('--amount', '--amount', [CompletionResultType]::ParameterName, 'How many keys to create [default: 1] (optional)')
            [CompletionResult]::new('--level', '--level', [CompletionResultType]::ParameterName, 'Subscription level the keys grant [default: 1] (optional)')
            [CompletionResult]::new('--mask', '--mask', [CompletionResultType]::ParameterName, 'Key pattern; each * becomes a random character (docs/masks.md) (optional)')
            [CompletionResult]::new('--character', '--character', [CompletionResultType]::ParameterName, 'Charset for *: 1 mixed case, 2 upper, 3 lower (optional)')
            [CompletionResult]::new('--note', '--note', [CompletionResultType]::ParameterName, 'Note stored on every key (optional)')
            [CompletionResult]::new('--owner', '--owner', [CompletionResultType]::ParameterName, 'Creator recorded on the keys [default: SellerAPI] (optional)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses;list' {
            [CompletionResult]::new('--status', '--status', [CompletionResultType]::ParameterName, 'Only rows with this status: ''Not Used'', Used, Banned')
            [CompletionResult]::new('--level', '--level', [CompletionResultType]::ParameterName, 'Only rows with this level')
            [CompletionResult]::new('--used-by', '--used-by', [CompletionResultType]::ParameterName, 'Only licenses used by this user')
            [CompletionResult]::new('--note', '--note', [CompletionResultType]::ParameterName, 'Only rows whose note contains this text (any case), e.g. ''reseller: acme''')
            [CompletionResult]::new('--expiring-within', '--expiring-within', [CompletionResultType]::ParameterName, 'Only rows expiring within this time from now, e.g. 7d')
            [CompletionResult]::new('--created-after', '--created-after', [CompletionResultType]::ParameterName, 'Only rows created after a date (2026-01-31) or a time ago (7d)')
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Sort by this field; -FIELD for descending (key, status, level, expires, note, usedby, usedon, gendate, genby, banned, hwid, id)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N rows')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only each row''s key, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only each row''s key, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses;verify' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses;add-time' {
            [CompletionResult]::new('--time', '--time', [CompletionResultType]::ParameterName, 'Time to add (sent in days) — e.g. 90s, 12h, 30d, 1y, lifetime')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Don''t read back and print the resulting expiry')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Don''t read back and print the resulting expiry')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses;delete' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--user-too', '--user-too', [CompletionResultType]::ParameterName, 'Also act on the user who redeemed it (optional)')
            [CompletionResult]::new('--no-user-too', '--no-user-too', [CompletionResultType]::ParameterName, 'The opposite of --user-too')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses;delete-many' {
            [CompletionResult]::new('--keys', '--keys', [CompletionResultType]::ParameterName, 'Keys to delete, comma separated')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--user-too', '--user-too', [CompletionResultType]::ParameterName, 'Also act on the user who redeemed it (optional)')
            [CompletionResult]::new('--no-user-too', '--no-user-too', [CompletionResultType]::ParameterName, 'The opposite of --user-too')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses;delete-unused' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses;delete-used' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses;delete-all' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses;ban' {
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Reason shown to the user (optional)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--user-too', '--user-too', [CompletionResultType]::ParameterName, 'Also act on the user who redeemed it (optional)')
            [CompletionResult]::new('--no-user-too', '--no-user-too', [CompletionResultType]::ParameterName, 'The opposite of --user-too')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses;unban' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses;set-note' {
            [CompletionResult]::new('--note', '--note', [CompletionResultType]::ParameterName, 'The note')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses;note' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses;edit' {
            [CompletionResult]::new('--expiry', '--expiry', [CompletionResultType]::ParameterName, 'New duration (sent in seconds) — e.g. 90s, 12h, 30d, 1y, lifetime')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Don''t read back and print the resulting expiry')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Don''t read back and print the resulting expiry')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses;of-user' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses;assign' {
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The user who gets the subscription')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses;activate' {
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'Username to create')
            [CompletionResult]::new('--hwid', '--hwid', [CompletionResultType]::ParameterName, 'Hardware id to lock the user to (optional)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--password-stdin', '--password-stdin', [CompletionResultType]::ParameterName, 'Read the password from the first line of stdin [default: prompt on a terminal]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Don''t read back and print the resulting expiry')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Don''t read back and print the resulting expiry')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;licenses;help' {
            [CompletionResult]::new('info', 'info', [CompletionResultType]::ParameterValue, 'Show one license: status, level, duration, note and who used it')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create license keys (any amount; sent in chunks of 100)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List every license key')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Check that a license key exists')
            [CompletionResult]::new('add-time', 'add-time', [CompletionResultType]::ParameterValue, 'Add time to every unused license')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete one license (and its subscriptions)')
            [CompletionResult]::new('delete-many', 'delete-many', [CompletionResultType]::ParameterValue, 'Delete several licenses at once')
            [CompletionResult]::new('delete-unused', 'delete-unused', [CompletionResultType]::ParameterValue, 'Delete every unused license')
            [CompletionResult]::new('delete-used', 'delete-used', [CompletionResultType]::ParameterValue, 'Delete every used license')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every license')
            [CompletionResult]::new('ban', 'ban', [CompletionResultType]::ParameterValue, 'Ban a license (and optionally its user)')
            [CompletionResult]::new('unban', 'unban', [CompletionResultType]::ParameterValue, 'Lift a license ban')
            [CompletionResult]::new('set-note', 'set-note', [CompletionResultType]::ParameterValue, 'Set the note on a license')
            [CompletionResult]::new('note', 'note', [CompletionResultType]::ParameterValue, 'Show the note on a license')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Change how long an unused license lasts once redeemed')
            [CompletionResult]::new('of-user', 'of-user', [CompletionResultType]::ParameterValue, 'Show the license a user redeemed')
            [CompletionResult]::new('assign', 'assign', [CompletionResultType]::ParameterValue, 'Redeem a license for an existing user')
            [CompletionResult]::new('activate', 'activate', [CompletionResultType]::ParameterValue, 'Create a user from a license')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;licenses;help;info' {
            break
        }
        'licensectl;licenses;help;create' {
            break
        }
        'licensectl;licenses;help;list' {
            break
        }
        'licensectl;licenses;help;verify' {
            break
        }
        'licensectl;licenses;help;add-time' {
            break
        }
        'licensectl;licenses;help;delete' {
            break
        }
        'licensectl;licenses;help;delete-many' {
            break
        }
        'licensectl;licenses;help;delete-unused' {
            break
        }
        'licensectl;licenses;help;delete-used' {
            break
        }
        'licensectl;licenses;help;delete-all' {
            break
        }
        'licensectl;licenses;help;ban' {
            break
        }
        'licensectl;licenses;help;unban' {
            break
        }
        'licensectl;licenses;help;set-note' {
            break
        }
        'licensectl;licenses;help;note' {
            break
        }
        'licensectl;licenses;help;edit' {
            break
        }
        'licensectl;licenses;help;of-user' {
            break
        }
        'licensectl;licenses;help;assign' {
            break
        }
        'licensectl;licenses;help;activate' {
            break
        }
        'licensectl;licenses;help;help' {
            break
        }
        'licensectl;users' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a user with a subscription')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a user with their subscriptions, variables and sessions')
            [CompletionResult]::new('delete-expired', 'delete-expired', [CompletionResultType]::ParameterValue, 'Delete every user without an active subscription')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every user')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Check that a user exists')
            [CompletionResult]::new('info', 'info', [CompletionResultType]::ParameterValue, 'Show one user: active subscriptions, variables, HWID, IP, dates, ban')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List users (the service returns at most 520)')
            [CompletionResult]::new('names', 'names', [CompletionResultType]::ParameterValue, 'List every username')
            [CompletionResult]::new('reset-hwid', 'reset-hwid', [CompletionResultType]::ParameterValue, 'Clear a user''s HWID lock')
            [CompletionResult]::new('reset-hwid-all', 'reset-hwid-all', [CompletionResultType]::ParameterValue, 'Clear the HWID lock of every user')
            [CompletionResult]::new('set-password', 'set-password', [CompletionResultType]::ParameterValue, 'Set or clear a user''s password')
            [CompletionResult]::new('set-email', 'set-email', [CompletionResultType]::ParameterValue, 'Change a user''s email address')
            [CompletionResult]::new('rename', 'rename', [CompletionResultType]::ParameterValue, 'Rename a user everywhere (subscriptions, variables, keys, chat)')
            [CompletionResult]::new('add-hwid', 'add-hwid', [CompletionResultType]::ParameterValue, 'Append a HWID to a user''s allowed HWIDs')
            [CompletionResult]::new('set-cooldown', 'set-cooldown', [CompletionResultType]::ParameterValue, 'Set when the user may next reset their own HWID')
            [CompletionResult]::new('ban', 'ban', [CompletionResultType]::ParameterValue, 'Ban a user and blacklist their HWID and IP')
            [CompletionResult]::new('unban', 'unban', [CompletionResultType]::ParameterValue, 'Lift a user ban and their HWID and IP blacklist')
            [CompletionResult]::new('pause', 'pause', [CompletionResultType]::ParameterValue, 'Freeze a user''s active subscriptions')
            [CompletionResult]::new('unpause', 'unpause', [CompletionResultType]::ParameterValue, 'Resume a user''s frozen subscriptions')
            [CompletionResult]::new('extend', 'extend', [CompletionResultType]::ParameterValue, 'Add time to a user''s subscription (their only one without --sub), or grant it')
            [CompletionResult]::new('subtract', 'subtract', [CompletionResultType]::ParameterValue, 'Take time off a user''s subscription')
            [CompletionResult]::new('delete-sub', 'delete-sub', [CompletionResultType]::ParameterValue, 'Remove a subscription from a user')
            [CompletionResult]::new('subs', 'subs', [CompletionResultType]::ParameterValue, 'List a user''s subscriptions')
            [CompletionResult]::new('set-var', 'set-var', [CompletionResultType]::ParameterValue, 'Set a variable on a user (or on every user)')
            [CompletionResult]::new('get-var', 'get-var', [CompletionResultType]::ParameterValue, 'Show one variable of a user')
            [CompletionResult]::new('delete-var', 'delete-var', [CompletionResultType]::ParameterValue, 'Delete one variable of a user')
            [CompletionResult]::new('purge-var', 'purge-var', [CompletionResultType]::ParameterValue, 'Delete a variable from every user')
            [CompletionResult]::new('vars', 'vars', [CompletionResultType]::ParameterValue, 'List every user variable')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;users;create' {
            [CompletionResult]::new('--sub', '--sub', [CompletionResultType]::ParameterName, 'Subscription name')
            [CompletionResult]::new('--expiry', '--expiry', [CompletionResultType]::ParameterName, 'How long the subscription lasts (sent in days) — e.g. 90s, 12h, 30d, 1y, lifetime')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--password-stdin', '--password-stdin', [CompletionResultType]::ParameterName, 'Read the password from the first line of stdin [default: prompt on a terminal]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Don''t read back and print the resulting expiry')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Don''t read back and print the resulting expiry')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;delete' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;delete-expired' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;delete-all' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;verify' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;info' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;list' {
            [CompletionResult]::new('--status', '--status', [CompletionResultType]::ParameterName, 'Only rows with this status: Active, Banned')
            [CompletionResult]::new('--created-after', '--created-after', [CompletionResultType]::ParameterName, 'Only rows created after a date (2026-01-31) or a time ago (7d)')
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Sort by this field; -FIELD for descending (username, hwid, ip, createdate, lastlogin, banned, cooldown, owner, 2fa, subscriptions, uservars, id)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N rows')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only each row''s username, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only each row''s username, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;names' {
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Sort by this field; -FIELD for descending (username)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N rows')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only each row''s username, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only each row''s username, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;reset-hwid' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;reset-hwid-all' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;set-password' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--password-stdin', '--password-stdin', [CompletionResultType]::ParameterName, 'Read the password from the first line of stdin [default: prompt on a terminal]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;set-email' {
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'New email address')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;rename' {
            [CompletionResult]::new('--new-username', '--new-username', [CompletionResultType]::ParameterName, 'The new username')
            [CompletionResult]::new('--kill-session', '--kill-session', [CompletionResultType]::ParameterName, 'Session id of the user to end (optional)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;add-hwid' {
            [CompletionResult]::new('--hwid', '--hwid', [CompletionResultType]::ParameterName, 'HWID to append')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;set-cooldown' {
            [CompletionResult]::new('--cooldown', '--cooldown', [CompletionResultType]::ParameterName, 'Unix time (seconds) before which no self-service HWID reset; stored as given')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;ban' {
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Reason shown to the user')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;unban' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;pause' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;unpause' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;extend' {
            [CompletionResult]::new('--sub', '--sub', [CompletionResultType]::ParameterName, 'Subscription name [default: the user''s only subscription] (optional)')
            [CompletionResult]::new('--expiry', '--expiry', [CompletionResultType]::ParameterName, 'Time to add (sent in days) — e.g. 90s, 12h, 30d, 1y, lifetime')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--active-only', '--active-only', [CompletionResultType]::ParameterName, 'With `all`: only users who already have that subscription (optional)')
            [CompletionResult]::new('--no-active-only', '--no-active-only', [CompletionResultType]::ParameterName, 'The opposite of --active-only')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Don''t read back and print the resulting expiry')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Don''t read back and print the resulting expiry')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;subtract' {
            [CompletionResult]::new('--sub', '--sub', [CompletionResultType]::ParameterName, 'Subscription name')
            [CompletionResult]::new('--time', '--time', [CompletionResultType]::ParameterName, 'Time to take off (sent in seconds) — e.g. 90s, 12h, 30d, 1y, lifetime')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Don''t read back and print the resulting expiry')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Don''t read back and print the resulting expiry')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;delete-sub' {
            [CompletionResult]::new('--sub', '--sub', [CompletionResultType]::ParameterName, 'Subscription name')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;subs' {
            [CompletionResult]::new('--level', '--level', [CompletionResultType]::ParameterName, 'Only rows with this level')
            [CompletionResult]::new('--expiring-within', '--expiring-within', [CompletionResultType]::ParameterName, 'Only rows expiring within this time from now, e.g. 7d')
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Sort by this field; -FIELD for descending (subscription, expiry, paused, key, level, timeleft, user, id)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N rows')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only each row''s subscription, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only each row''s subscription, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;set-var' {
            [CompletionResult]::new('--var', '--var', [CompletionResultType]::ParameterName, 'Variable name')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'Value')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--read-only', '--read-only', [CompletionResultType]::ParameterName, 'The client API may read but not change it (optional)')
            [CompletionResult]::new('--no-read-only', '--no-read-only', [CompletionResultType]::ParameterName, 'The opposite of --read-only')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;get-var' {
            [CompletionResult]::new('--var', '--var', [CompletionResultType]::ParameterName, 'Variable name')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;delete-var' {
            [CompletionResult]::new('--var', '--var', [CompletionResultType]::ParameterName, 'Variable name')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;purge-var' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;vars' {
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Sort by this field; -FIELD for descending (user, name, data, readOnly, response)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N rows')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only each row''s name, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only each row''s name, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;users;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a user with a subscription')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a user with their subscriptions, variables and sessions')
            [CompletionResult]::new('delete-expired', 'delete-expired', [CompletionResultType]::ParameterValue, 'Delete every user without an active subscription')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every user')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Check that a user exists')
            [CompletionResult]::new('info', 'info', [CompletionResultType]::ParameterValue, 'Show one user: active subscriptions, variables, HWID, IP, dates, ban')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List users (the service returns at most 520)')
            [CompletionResult]::new('names', 'names', [CompletionResultType]::ParameterValue, 'List every username')
            [CompletionResult]::new('reset-hwid', 'reset-hwid', [CompletionResultType]::ParameterValue, 'Clear a user''s HWID lock')
            [CompletionResult]::new('reset-hwid-all', 'reset-hwid-all', [CompletionResultType]::ParameterValue, 'Clear the HWID lock of every user')
            [CompletionResult]::new('set-password', 'set-password', [CompletionResultType]::ParameterValue, 'Set or clear a user''s password')
            [CompletionResult]::new('set-email', 'set-email', [CompletionResultType]::ParameterValue, 'Change a user''s email address')
            [CompletionResult]::new('rename', 'rename', [CompletionResultType]::ParameterValue, 'Rename a user everywhere (subscriptions, variables, keys, chat)')
            [CompletionResult]::new('add-hwid', 'add-hwid', [CompletionResultType]::ParameterValue, 'Append a HWID to a user''s allowed HWIDs')
            [CompletionResult]::new('set-cooldown', 'set-cooldown', [CompletionResultType]::ParameterValue, 'Set when the user may next reset their own HWID')
            [CompletionResult]::new('ban', 'ban', [CompletionResultType]::ParameterValue, 'Ban a user and blacklist their HWID and IP')
            [CompletionResult]::new('unban', 'unban', [CompletionResultType]::ParameterValue, 'Lift a user ban and their HWID and IP blacklist')
            [CompletionResult]::new('pause', 'pause', [CompletionResultType]::ParameterValue, 'Freeze a user''s active subscriptions')
            [CompletionResult]::new('unpause', 'unpause', [CompletionResultType]::ParameterValue, 'Resume a user''s frozen subscriptions')
            [CompletionResult]::new('extend', 'extend', [CompletionResultType]::ParameterValue, 'Add time to a user''s subscription (their only one without --sub), or grant it')
            [CompletionResult]::new('subtract', 'subtract', [CompletionResultType]::ParameterValue, 'Take time off a user''s subscription')
            [CompletionResult]::new('delete-sub', 'delete-sub', [CompletionResultType]::ParameterValue, 'Remove a subscription from a user')
            [CompletionResult]::new('subs', 'subs', [CompletionResultType]::ParameterValue, 'List a user''s subscriptions')
            [CompletionResult]::new('set-var', 'set-var', [CompletionResultType]::ParameterValue, 'Set a variable on a user (or on every user)')
            [CompletionResult]::new('get-var', 'get-var', [CompletionResultType]::ParameterValue, 'Show one variable of a user')
            [CompletionResult]::new('delete-var', 'delete-var', [CompletionResultType]::ParameterValue, 'Delete one variable of a user')
            [CompletionResult]::new('purge-var', 'purge-var', [CompletionResultType]::ParameterValue, 'Delete a variable from every user')
            [CompletionResult]::new('vars', 'vars', [CompletionResultType]::ParameterValue, 'List every user variable')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;users;help;create' {
            break
        }
        'licensectl;users;help;delete' {
            break
        }
        'licensectl;users;help;delete-expired' {
            break
        }
        'licensectl;users;help;delete-all' {
            break
        }
        'licensectl;users;help;verify' {
            break
        }
        'licensectl;users;help;info' {
            break
        }
        'licensectl;users;help;list' {
            break
        }
        'licensectl;users;help;names' {
            break
        }
        'licensectl;users;help;reset-hwid' {
            break
        }
        'licensectl;users;help;reset-hwid-all' {
            break
        }
        'licensectl;users;help;set-password' {
            break
        }
        'licensectl;users;help;set-email' {
            break
        }
        'licensectl;users;help;rename' {
            break
        }
        'licensectl;users;help;add-hwid' {
            break
        }
        'licensectl;users;help;set-cooldown' {
            break
        }
        'licensectl;users;help;ban' {
            break
        }
        'licensectl;users;help;unban' {
            break
        }
        'licensectl;users;help;pause' {
            break
        }
        'licensectl;users;help;unpause' {
            break
        }
        'licensectl;users;help;extend' {
            break
        }
        'licensectl;users;help;subtract' {
            break
        }
        'licensectl;users;help;delete-sub' {
            break
        }
        'licensectl;users;help;subs' {
            break
        }
        'licensectl;users;help;set-var' {
            break
        }
        'licensectl;users;help;get-var' {
            break
        }
        'licensectl;users;help;delete-var' {
            break
        }
        'licensectl;users;help;purge-var' {
            break
        }
        'licensectl;users;help;vars' {
            break
        }
        'licensectl;users;help;help' {
            break
        }
        'licensectl;subs' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a subscription that keys of a level grant')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List subscriptions')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Change the level of a subscription')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a subscription definition (users keep the time already granted)')
            [CompletionResult]::new('count', 'count', [CompletionResultType]::ParameterValue, 'Count the active user subscriptions of a subscription')
            [CompletionResult]::new('pause', 'pause', [CompletionResultType]::ParameterValue, 'Freeze every active user subscription of this name')
            [CompletionResult]::new('unpause', 'unpause', [CompletionResultType]::ParameterValue, 'Resume the paused user subscriptions of this name')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;subs;create' {
            [CompletionResult]::new('--level', '--level', [CompletionResultType]::ParameterName, 'Level (a number, at most 12 digits)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;subs;list' {
            [CompletionResult]::new('--level', '--level', [CompletionResultType]::ParameterName, 'Only rows with this level')
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Sort by this field; -FIELD for descending (name, level, count)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N rows')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only each row''s name, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only each row''s name, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;subs;edit' {
            [CompletionResult]::new('--level', '--level', [CompletionResultType]::ParameterName, 'New level')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;subs;delete' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;subs;count' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;subs;pause' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;subs;unpause' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;subs;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a subscription that keys of a level grant')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List subscriptions')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Change the level of a subscription')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a subscription definition (users keep the time already granted)')
            [CompletionResult]::new('count', 'count', [CompletionResultType]::ParameterValue, 'Count the active user subscriptions of a subscription')
            [CompletionResult]::new('pause', 'pause', [CompletionResultType]::ParameterValue, 'Freeze every active user subscription of this name')
            [CompletionResult]::new('unpause', 'unpause', [CompletionResultType]::ParameterValue, 'Resume the paused user subscriptions of this name')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;subs;help;create' {
            break
        }
        'licensectl;subs;help;list' {
            break
        }
        'licensectl;subs;help;edit' {
            break
        }
        'licensectl;subs;help;delete' {
            break
        }
        'licensectl;subs;help;count' {
            break
        }
        'licensectl;subs;help;pause' {
            break
        }
        'licensectl;subs;help;unpause' {
            break
        }
        'licensectl;subs;help;help' {
            break
        }
        'licensectl;vars' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a global variable')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Change the value of a global variable')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show the value of a global variable')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a global variable')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every global variable')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List global variables')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;vars;create' {
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'Value of the variable')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--authed', '--authed', [CompletionResultType]::ParameterName, 'Only logged-in users may read it [default: --authed] (optional)')
            [CompletionResult]::new('--no-authed', '--no-authed', [CompletionResultType]::ParameterName, 'The opposite of --authed')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;vars;edit' {
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'Value of the variable')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;vars;get' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;vars;delete' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;vars;delete-all' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;vars;list' {
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Sort by this field; -FIELD for descending (varid, msg, authed)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N rows')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only each row''s varid, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only each row''s varid, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;vars;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a global variable')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Change the value of a global variable')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show the value of a global variable')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a global variable')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every global variable')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List global variables')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;vars;help;create' {
            break
        }
        'licensectl;vars;help;edit' {
            break
        }
        'licensectl;vars;help;get' {
            break
        }
        'licensectl;vars;help;delete' {
            break
        }
        'licensectl;vars;help;delete-all' {
            break
        }
        'licensectl;vars;help;list' {
            break
        }
        'licensectl;vars;help;help' {
            break
        }
        'licensectl;files' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('upload', 'upload', [CompletionResultType]::ParameterValue, 'Register a file by the URL the service downloads it from')
            [CompletionResult]::new('info', 'info', [CompletionResultType]::ParameterValue, 'Show one file: URL, name, size and access')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Point a file at a new URL (downloaded again) and set who may fetch it')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a file by id or name')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every file')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List files')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;files;upload' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;files;info' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;files;edit' {
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'Public URL of the new file (must answer 200)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--authed', '--authed', [CompletionResultType]::ParameterName, 'Only logged-in users may download it')
            [CompletionResult]::new('--no-authed', '--no-authed', [CompletionResultType]::ParameterName, 'The opposite of --authed')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;files;delete' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;files;delete-all' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;files;list' {
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Sort by this field; -FIELD for descending (id, url, name, size, authed)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N rows')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only each row''s id, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only each row''s id, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;files;help' {
            [CompletionResult]::new('upload', 'upload', [CompletionResultType]::ParameterValue, 'Register a file by the URL the service downloads it from')
            [CompletionResult]::new('info', 'info', [CompletionResultType]::ParameterValue, 'Show one file: URL, name, size and access')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Point a file at a new URL (downloaded again) and set who may fetch it')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a file by id or name')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every file')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List files')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;files;help;upload' {
            break
        }
        'licensectl;files;help;info' {
            break
        }
        'licensectl;files;help;edit' {
            break
        }
        'licensectl;files;help;delete' {
            break
        }
        'licensectl;files;help;delete-all' {
            break
        }
        'licensectl;files;help;list' {
            break
        }
        'licensectl;files;help;help' {
            break
        }
        'licensectl;webhooks' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Define a URL the client API relays requests to')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every webhook')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List webhooks')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete one webhook')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;webhooks;create' {
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'Base URL the relayed request goes to')
            [CompletionResult]::new('--user-agent', '--user-agent', [CompletionResultType]::ParameterName, 'User agent sent [default: KeyAuth] (optional)')
            [CompletionResult]::new('--webid', '--webid', [CompletionResultType]::ParameterName, 'Id to give it [default: random] (optional)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--authed', '--authed', [CompletionResultType]::ParameterName, 'Only logged-in users may call it [default: --authed]')
            [CompletionResult]::new('--no-authed', '--no-authed', [CompletionResultType]::ParameterName, 'The opposite of --authed')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;webhooks;delete-all' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;webhooks;list' {
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Sort by this field; -FIELD for descending (webid, short_baselink, useragent, authed)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N rows')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only each row''s webid, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only each row''s webid, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;webhooks;delete' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;webhooks;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Define a URL the client API relays requests to')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every webhook')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List webhooks')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete one webhook')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;webhooks;help;create' {
            break
        }
        'licensectl;webhooks;help;delete-all' {
            break
        }
        'licensectl;webhooks;help;list' {
            break
        }
        'licensectl;webhooks;help;delete' {
            break
        }
        'licensectl;webhooks;help;help' {
            break
        }
        'licensectl;chats' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List chat channels')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a chat channel')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Change the message delay of a chat channel')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a chat channel and its messages')
            [CompletionResult]::new('clear', 'clear', [CompletionResultType]::ParameterValue, 'Delete every message of a chat channel')
            [CompletionResult]::new('mutes', 'mutes', [CompletionResultType]::ParameterValue, 'List muted chat users')
            [CompletionResult]::new('mute', 'mute', [CompletionResultType]::ParameterValue, 'Mute a user in every chat channel')
            [CompletionResult]::new('unmute', 'unmute', [CompletionResultType]::ParameterValue, 'Lift a user''s chat mute')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;chats;list' {
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Sort by this field; -FIELD for descending (name, delay)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N rows')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only each row''s name, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only each row''s name, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;chats;create' {
            [CompletionResult]::new('--delay', '--delay', [CompletionResultType]::ParameterName, 'Minimum time between two messages of a user (sent in seconds) — e.g. 90s, 12h, 30d, 1y, lifetime')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;chats;edit' {
            [CompletionResult]::new('--delay', '--delay', [CompletionResultType]::ParameterName, 'Minimum time between two messages of a user (sent in minutes) — e.g. 90s, 12h, 30d, 1y, lifetime')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;chats;delete' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;chats;clear' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;chats;mutes' {
            [CompletionResult]::new('--expiring-within', '--expiring-within', [CompletionResultType]::ParameterName, 'Only rows expiring within this time from now, e.g. 7d')
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Sort by this field; -FIELD for descending (user, time)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N rows')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only each row''s user, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only each row''s user, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;chats;mute' {
            [CompletionResult]::new('--duration', '--duration', [CompletionResultType]::ParameterName, 'How long (sent in seconds) — e.g. 90s, 12h, 30d, 1y, lifetime')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;chats;unmute' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;chats;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List chat channels')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a chat channel')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Change the message delay of a chat channel')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a chat channel and its messages')
            [CompletionResult]::new('clear', 'clear', [CompletionResultType]::ParameterValue, 'Delete every message of a chat channel')
            [CompletionResult]::new('mutes', 'mutes', [CompletionResultType]::ParameterValue, 'List muted chat users')
            [CompletionResult]::new('mute', 'mute', [CompletionResultType]::ParameterValue, 'Mute a user in every chat channel')
            [CompletionResult]::new('unmute', 'unmute', [CompletionResultType]::ParameterValue, 'Lift a user''s chat mute')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;chats;help;list' {
            break
        }
        'licensectl;chats;help;create' {
            break
        }
        'licensectl;chats;help;edit' {
            break
        }
        'licensectl;chats;help;delete' {
            break
        }
        'licensectl;chats;help;clear' {
            break
        }
        'licensectl;chats;help;mutes' {
            break
        }
        'licensectl;chats;help;mute' {
            break
        }
        'licensectl;chats;help;unmute' {
            break
        }
        'licensectl;chats;help;help' {
            break
        }
        'licensectl;sessions' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('kill', 'kill', [CompletionResultType]::ParameterValue, 'End one client session')
            [CompletionResult]::new('kill-all', 'kill-all', [CompletionResultType]::ParameterValue, 'End every client session')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List client sessions: who is logged in, until when, from which IP')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;sessions;kill' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;sessions;kill-all' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;sessions;list' {
            [CompletionResult]::new('--expiring-within', '--expiring-within', [CompletionResultType]::ParameterName, 'Only rows expiring within this time from now, e.g. 7d')
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Sort by this field; -FIELD for descending (id, credential, expiry, validated, ip)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N rows')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only each row''s id, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only each row''s id, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;sessions;help' {
            [CompletionResult]::new('kill', 'kill', [CompletionResultType]::ParameterValue, 'End one client session')
            [CompletionResult]::new('kill-all', 'kill-all', [CompletionResultType]::ParameterValue, 'End every client session')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List client sessions: who is logged in, until when, from which IP')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;sessions;help;kill' {
            break
        }
        'licensectl;sessions;help;kill-all' {
            break
        }
        'licensectl;sessions;help;list' {
            break
        }
        'licensectl;sessions;help;help' {
            break
        }
        'licensectl;blacklists' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Blacklist an IP, HWID, region, country or ASN (one entry per value given)')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove one blacklist entry')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Remove every blacklist entry')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List blacklist entries')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;blacklists;create' {
            [CompletionResult]::new('--ip', '--ip', [CompletionResultType]::ParameterName, 'IP address to block (optional)')
            [CompletionResult]::new('--hwid', '--hwid', [CompletionResultType]::ParameterName, 'Hardware id to block (optional)')
            [CompletionResult]::new('--region', '--region', [CompletionResultType]::ParameterName, 'Region to block (optional)')
            [CompletionResult]::new('--country', '--country', [CompletionResultType]::ParameterName, 'Country to block (optional)')
            [CompletionResult]::new('--asn', '--asn', [CompletionResultType]::ParameterName, 'Autonomous system number to block (optional)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;blacklists;delete' {
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'What the value is: ip, hwid, region, country or asn')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;blacklists;delete-all' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;blacklists;list' {
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Sort by this field; -FIELD for descending (type, ip, hwid, region, country, asn)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N rows')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only each row''s value, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only each row''s value, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;blacklists;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Blacklist an IP, HWID, region, country or ASN (one entry per value given)')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove one blacklist entry')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Remove every blacklist entry')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List blacklist entries')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;blacklists;help;create' {
            break
        }
        'licensectl;blacklists;help;delete' {
            break
        }
        'licensectl;blacklists;help;delete-all' {
            break
        }
        'licensectl;blacklists;help;list' {
            break
        }
        'licensectl;blacklists;help;help' {
            break
        }
        'licensectl;whitelists' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Let an IP past the VPN block')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove an IP from the whitelist')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Remove every IP from the whitelist')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;whitelists;create' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;whitelists;delete' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;whitelists;delete-all' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;whitelists;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Let an IP past the VPN block')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove an IP from the whitelist')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Remove every IP from the whitelist')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;whitelists;help;create' {
            break
        }
        'licensectl;whitelists;help;delete' {
            break
        }
        'licensectl;whitelists;help;delete-all' {
            break
        }
        'licensectl;whitelists;help;help' {
            break
        }
        'licensectl;logs' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List logs sent by the application')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every log')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;logs;list' {
            [CompletionResult]::new('--created-after', '--created-after', [CompletionResultType]::ParameterName, 'Only rows created after a date (2026-01-31) or a time ago (7d)')
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Sort by this field; -FIELD for descending (id, logdate, logdata, credential, pcuser)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N rows')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only each row''s id, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only each row''s id, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;logs;delete-all' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;logs;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List logs sent by the application')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every log')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;logs;help;list' {
            break
        }
        'licensectl;logs;help;delete-all' {
            break
        }
        'licensectl;logs;help;help' {
            break
        }
        'licensectl;buttons' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Add a web-loader button')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a web-loader button')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every web-loader button')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List web-loader buttons')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;buttons;create' {
            [CompletionResult]::new('--value', '--value', [CompletionResultType]::ParameterName, 'Value sent to the loader (unique, no spaces)')
            [CompletionResult]::new('--text', '--text', [CompletionResultType]::ParameterName, 'Label shown on the button')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;buttons;delete' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;buttons;delete-all' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;buttons;list' {
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Sort by this field; -FIELD for descending (text, value)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N rows')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only each row''s value, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only each row''s value, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;buttons;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Add a web-loader button')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a web-loader button')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every web-loader button')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List web-loader buttons')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;buttons;help;create' {
            break
        }
        'licensectl;buttons;help;delete' {
            break
        }
        'licensectl;buttons;help;delete-all' {
            break
        }
        'licensectl;buttons;help;list' {
            break
        }
        'licensectl;buttons;help;help' {
            break
        }
        'licensectl;app' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('settings', 'settings', [CompletionResultType]::ParameterValue, 'Show the application''s settings and custom messages')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change application settings (only the options given are changed)')
            [CompletionResult]::new('details', 'details', [CompletionResultType]::ParameterValue, 'Show the application''s name, owner id, secret and version')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Count keys by status, webhooks, files, variables and accounts')
            [CompletionResult]::new('pause', 'pause', [CompletionResultType]::ParameterValue, 'Pause the application and freeze every active subscription')
            [CompletionResult]::new('unpause', 'unpause', [CompletionResultType]::ParameterValue, 'Unpause the application; frozen subscriptions resume their remaining time')
            [CompletionResult]::new('add-hash', 'add-hash', [CompletionResultType]::ParameterValue, 'Accept another program hash (MD5 of the client binary)')
            [CompletionResult]::new('reset-hash', 'reset-hash', [CompletionResultType]::ParameterValue, 'Forget every accepted program hash')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;app;settings' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;app;update' {
            [CompletionResult]::new('--app-version', '--app-version', [CompletionResultType]::ParameterName, 'Version the client must send at init (optional)')
            [CompletionResult]::new('--download', '--download', [CompletionResultType]::ParameterName, 'Download URL offered to outdated clients (optional)')
            [CompletionResult]::new('--webhook', '--webhook', [CompletionResultType]::ParameterName, 'Discord webhook URL for events (optional)')
            [CompletionResult]::new('--reseller-store', '--reseller-store', [CompletionResultType]::ParameterName, 'Reseller store URL (optional)')
            [CompletionResult]::new('--disabled-msg', '--disabled-msg', [CompletionResultType]::ParameterName, 'Message when the app is disabled (optional)')
            [CompletionResult]::new('--username-taken-msg', '--username-taken-msg', [CompletionResultType]::ParameterName, 'Message when a username is taken (optional)')
            [CompletionResult]::new('--key-not-found-msg', '--key-not-found-msg', [CompletionResultType]::ParameterName, 'Message for an invalid license key (optional)')
            [CompletionResult]::new('--key-used-msg', '--key-used-msg', [CompletionResultType]::ParameterName, 'Message for a used license key (optional)')
            [CompletionResult]::new('--no-sub-level-msg', '--no-sub-level-msg', [CompletionResultType]::ParameterName, 'Message when no subscription has the key''s level (optional)')
            [CompletionResult]::new('--username-not-found-msg', '--username-not-found-msg', [CompletionResultType]::ParameterName, 'Message for an unknown username (optional)')
            [CompletionResult]::new('--pass-mismatch-msg', '--pass-mismatch-msg', [CompletionResultType]::ParameterName, 'Message for a wrong password (optional)')
            [CompletionResult]::new('--hwid-mismatch-msg', '--hwid-mismatch-msg', [CompletionResultType]::ParameterName, 'Message for a HWID mismatch (optional)')
            [CompletionResult]::new('--no-active-subs-msg', '--no-active-subs-msg', [CompletionResultType]::ParameterName, 'Message when the user has no active subscription (optional)')
            [CompletionResult]::new('--hwid-blacked-msg', '--hwid-blacked-msg', [CompletionResultType]::ParameterName, 'Message for a blacklisted HWID or IP (optional)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--enabled', '--enabled', [CompletionResultType]::ParameterName, 'Whether the application accepts client requests (optional)')
            [CompletionResult]::new('--no-enabled', '--no-enabled', [CompletionResultType]::ParameterName, 'The opposite of --enabled')
            [CompletionResult]::new('--hwid-lock', '--hwid-lock', [CompletionResultType]::ParameterName, 'Lock users to the HWID they first logged in with (optional)')
            [CompletionResult]::new('--no-hwid-lock', '--no-hwid-lock', [CompletionResultType]::ParameterName, 'The opposite of --hwid-lock')
            [CompletionResult]::new('--sellix-secret-stdin', '--sellix-secret-stdin', [CompletionResultType]::ParameterName, 'Read the sellix-secret from the first line of stdin [default: prompt on a terminal]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;app;details' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;app;stats' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;app;pause' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;app;unpause' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;app;add-hash' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;app;reset-hash' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;app;help' {
            [CompletionResult]::new('settings', 'settings', [CompletionResultType]::ParameterValue, 'Show the application''s settings and custom messages')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change application settings (only the options given are changed)')
            [CompletionResult]::new('details', 'details', [CompletionResultType]::ParameterValue, 'Show the application''s name, owner id, secret and version')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Count keys by status, webhooks, files, variables and accounts')
            [CompletionResult]::new('pause', 'pause', [CompletionResultType]::ParameterValue, 'Pause the application and freeze every active subscription')
            [CompletionResult]::new('unpause', 'unpause', [CompletionResultType]::ParameterValue, 'Unpause the application; frozen subscriptions resume their remaining time')
            [CompletionResult]::new('add-hash', 'add-hash', [CompletionResultType]::ParameterValue, 'Accept another program hash (MD5 of the client binary)')
            [CompletionResult]::new('reset-hash', 'reset-hash', [CompletionResultType]::ParameterValue, 'Forget every accepted program hash')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;app;help;settings' {
            break
        }
        'licensectl;app;help;update' {
            break
        }
        'licensectl;app;help;details' {
            break
        }
        'licensectl;app;help;stats' {
            break
        }
        'licensectl;app;help;pause' {
            break
        }
        'licensectl;app;help;unpause' {
            break
        }
        'licensectl;app;help;add-hash' {
            break
        }
        'licensectl;app;help;reset-hash' {
            break
        }
        'licensectl;app;help;help' {
            break
        }
        'licensectl;accounts' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a reseller or manager account')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a reseller or manager account')
            [CompletionResult]::new('add-balance', 'add-balance', [CompletionResultType]::ParameterValue, 'Add keys to a reseller''s balance (per duration bucket)')
            [CompletionResult]::new('balance', 'balance', [CompletionResultType]::ParameterValue, 'Show a reseller''s key balance')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List reseller and manager accounts')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;accounts;create' {
            [CompletionResult]::new('--role', '--role', [CompletionResultType]::ParameterName, 'Manager or Reseller')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'Email address of the account')
            [CompletionResult]::new('--keylevels', '--keylevels', [CompletionResultType]::ParameterName, 'Key levels a reseller may create, separated by | [default: N/A = all] (optional)')
            [CompletionResult]::new('--perms', '--perms', [CompletionResultType]::ParameterName, 'Manager page bits: licenses 1, users 2, subs 4, chats 8, sessions 16, webhooks 32, files 64, vars 128, logs 256, blacklists 512, settings 1024 [default: 2047] (optional)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--password-stdin', '--password-stdin', [CompletionResultType]::ParameterName, 'Read the password from the first line of stdin [default: prompt on a terminal]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;accounts;delete' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;accounts;add-balance' {
            [CompletionResult]::new('--day', '--day', [CompletionResultType]::ParameterName, '1-day keys to add (optional)')
            [CompletionResult]::new('--week', '--week', [CompletionResultType]::ParameterName, '1-week keys to add (optional)')
            [CompletionResult]::new('--month', '--month', [CompletionResultType]::ParameterName, '1-month keys to add (optional)')
            [CompletionResult]::new('--three-month', '--three-month', [CompletionResultType]::ParameterName, '3-month keys to add (optional)')
            [CompletionResult]::new('--six-month', '--six-month', [CompletionResultType]::ParameterName, '6-month keys to add (optional)')
            [CompletionResult]::new('--lifetime', '--lifetime', [CompletionResultType]::ParameterName, 'Lifetime keys to add (optional)')
            [CompletionResult]::new('--year', '--year', [CompletionResultType]::ParameterName, '1-year keys to add (optional)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;accounts;balance' {
            [CompletionResult]::new('--app-name', '--app-name', [CompletionResultType]::ParameterName, 'Name of the application the account belongs to [default: the profile''s app]')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;accounts;list' {
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Sort by this field; -FIELD for descending (kind, username, balance, key_levels, permissions)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N rows')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only each row''s username, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only each row''s username, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;accounts;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a reseller or manager account')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a reseller or manager account')
            [CompletionResult]::new('add-balance', 'add-balance', [CompletionResultType]::ParameterValue, 'Add keys to a reseller''s balance (per duration bucket)')
            [CompletionResult]::new('balance', 'balance', [CompletionResultType]::ParameterValue, 'Show a reseller''s key balance')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List reseller and manager accounts')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;accounts;help;create' {
            break
        }
        'licensectl;accounts;help;delete' {
            break
        }
        'licensectl;accounts;help;add-balance' {
            break
        }
        'licensectl;accounts;help;balance' {
            break
        }
        'licensectl;accounts;help;list' {
            break
        }
        'licensectl;accounts;help;help' {
            break
        }
        'licensectl;client' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('init', 'init', [CompletionResultType]::ParameterValue, 'Start a session; later client commands of this profile reuse it')
            [CompletionResult]::new('register', 'register', [CompletionResultType]::ParameterValue, 'Register a user with a license key')
            [CompletionResult]::new('login-email', 'login-email', [CompletionResultType]::ParameterValue, 'Log in with an email address and password')
            [CompletionResult]::new('magic-link', 'magic-link', [CompletionResultType]::ParameterValue, 'magic-link')
            [CompletionResult]::new('upgrade', 'upgrade', [CompletionResultType]::ParameterValue, 'Give a user the subscription of a license key')
            [CompletionResult]::new('webhook', 'webhook', [CompletionResultType]::ParameterValue, 'Relay a request through a webhook the seller defined')
            [CompletionResult]::new('login', 'login', [CompletionResultType]::ParameterValue, 'Log in with a username and password (or a web-loader token)')
            [CompletionResult]::new('license', 'license', [CompletionResultType]::ParameterValue, 'Log in with a license key alone (registers it on first use)')
            [CompletionResult]::new('forgot', 'forgot', [CompletionResultType]::ParameterValue, 'Email a password-reset link to a user')
            [CompletionResult]::new('online', 'online', [CompletionResultType]::ParameterValue, 'List users with a logged-in session')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Show the application''s user, session and key counts')
            [CompletionResult]::new('set-var', 'set-var', [CompletionResultType]::ParameterValue, 'Set a variable of the logged-in user')
            [CompletionResult]::new('get-var', 'get-var', [CompletionResultType]::ParameterValue, 'Show a variable of the logged-in user')
            [CompletionResult]::new('var', 'var', [CompletionResultType]::ParameterValue, 'Show a global variable (needs login when the variable is authed)')
            [CompletionResult]::new('check-blacklist', 'check-blacklist', [CompletionResultType]::ParameterValue, 'Check whether this IP or HWID is blacklisted')
            [CompletionResult]::new('chat-get', 'chat-get', [CompletionResultType]::ParameterValue, 'Show the messages of a chat channel')
            [CompletionResult]::new('chat-send', 'chat-send', [CompletionResultType]::ParameterValue, 'Send a message to a chat channel')
            [CompletionResult]::new('log', 'log', [CompletionResultType]::ParameterValue, 'Store a log line for the seller')
            [CompletionResult]::new('file', 'file', [CompletionResultType]::ParameterValue, 'Download a file the seller uploaded')
            [CompletionResult]::new('ban', 'ban', [CompletionResultType]::ParameterValue, 'Ban the logged-in user and blacklist this IP (and HWID)')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check that the session is logged in')
            [CompletionResult]::new('change-username', 'change-username', [CompletionResultType]::ParameterValue, 'Rename the logged-in user (ends the session)')
            [CompletionResult]::new('logout', 'logout', [CompletionResultType]::ParameterValue, 'End the session')
            [CompletionResult]::new('2fa-enable', '2fa-enable', [CompletionResultType]::ParameterValue, 'Start two-factor setup (without --code) or finish it (with --code)')
            [CompletionResult]::new('2fa-disable', '2fa-disable', [CompletionResultType]::ParameterValue, 'Turn two-factor login off')
            [CompletionResult]::new('otp', 'otp', [CompletionResultType]::ParameterValue, 'otp')
            [CompletionResult]::new('smoke', 'smoke', [CompletionResultType]::ParameterValue, 'Run the client flow once against the profile and report each step (made for CI)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;client;init' {
            [CompletionResult]::new('--app-version', '--app-version', [CompletionResultType]::ParameterName, 'Application version [default: profile app_version, else 1.0] (optional)')
            [CompletionResult]::new('--hash', '--hash', [CompletionResultType]::ParameterName, 'MD5 of the client binary, when the app checks hashes (optional)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;register' {
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'Username')
            [CompletionResult]::new('--key', '--key', [CompletionResultType]::ParameterName, 'License key to redeem')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'Email address (for password resets) (optional)')
            [CompletionResult]::new('--hwid', '--hwid', [CompletionResultType]::ParameterName, 'Hardware id of this machine (optional)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--password-stdin', '--password-stdin', [CompletionResultType]::ParameterName, 'Read the password from the first line of stdin [default: prompt on a terminal]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;login-email' {
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'Email address')
            [CompletionResult]::new('--hwid', '--hwid', [CompletionResultType]::ParameterName, 'Hardware id of this machine (optional)')
            [CompletionResult]::new('--code', '--code', [CompletionResultType]::ParameterName, 'Two-factor code, when enabled (optional)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--password-stdin', '--password-stdin', [CompletionResultType]::ParameterName, 'Read the password from the first line of stdin [default: prompt on a terminal]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;magic-link' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('send', 'send', [CompletionResultType]::ParameterValue, 'Email a single-use login link (valid 15 minutes)')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check whether the emailed login link was approved')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;client;magic-link;send' {
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'Email address')
            [CompletionResult]::new('--hwid', '--hwid', [CompletionResultType]::ParameterName, 'Hardware id of this machine (optional)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;magic-link;check' {
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Time between polls')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Poll until approved, used or expired')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;magic-link;help' {
            [CompletionResult]::new('send', 'send', [CompletionResultType]::ParameterValue, 'Email a single-use login link (valid 15 minutes)')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check whether the emailed login link was approved')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;client;magic-link;help;send' {
            break
        }
        'licensectl;client;magic-link;help;check' {
            break
        }
        'licensectl;client;magic-link;help;help' {
            break
        }
        'licensectl;client;upgrade' {
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'Username')
            [CompletionResult]::new('--key', '--key', [CompletionResultType]::ParameterName, 'License key to redeem')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;webhook' {
            [CompletionResult]::new('--params', '--params', [CompletionResultType]::ParameterName, 'Appended to the webhook''s base URL (optional)')
            [CompletionResult]::new('--body', '--body', [CompletionResultType]::ParameterName, 'Body of the relayed request (optional)')
            [CompletionResult]::new('--content-type', '--content-type', [CompletionResultType]::ParameterName, 'Content type of the relayed request (optional)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;login' {
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'Username')
            [CompletionResult]::new('--hwid', '--hwid', [CompletionResultType]::ParameterName, 'Hardware id of this machine (optional)')
            [CompletionResult]::new('--code', '--code', [CompletionResultType]::ParameterName, 'Two-factor code, when enabled (optional)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--password-stdin', '--password-stdin', [CompletionResultType]::ParameterName, 'Read the password from the first line of stdin [default: prompt on a terminal]')
            [CompletionResult]::new('--token-stdin', '--token-stdin', [CompletionResultType]::ParameterName, 'Read the token from the first line of stdin [default: prompt on a terminal]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;license' {
            [CompletionResult]::new('--hwid', '--hwid', [CompletionResultType]::ParameterName, 'Hardware id of this machine (optional)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;forgot' {
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'Username')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'Email address the user registered with')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;online' {
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Sort by this field; -FIELD for descending (credential)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N rows')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only each row''s credential, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only each row''s credential, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;stats' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;set-var' {
            [CompletionResult]::new('--var', '--var', [CompletionResultType]::ParameterName, 'Variable name')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'Value to store')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;get-var' {
            [CompletionResult]::new('--var', '--var', [CompletionResultType]::ParameterName, 'Variable name')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;var' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;check-blacklist' {
            [CompletionResult]::new('--hwid', '--hwid', [CompletionResultType]::ParameterName, 'Hardware id of this machine (optional)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;chat-get' {
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Sort by this field; -FIELD for descending (author, message, timestamp)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N rows')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Print only each row''s value, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Print only each row''s value, unmasked, one per line (to feed back to another command)')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;chat-send' {
            [CompletionResult]::new('--message', '--message', [CompletionResultType]::ParameterName, 'The message')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;log' {
            [CompletionResult]::new('--message', '--message', [CompletionResultType]::ParameterName, 'Log text')
            [CompletionResult]::new('--pcuser', '--pcuser', [CompletionResultType]::ParameterName, 'User name on the PC (optional)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;file' {
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Run once per value in FILE (- for stdin): one per line, CSV with a header naming the parameters, or a JSON array')
            [CompletionResult]::new('-j', '-j', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'With --from-file: requests under way at once')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'With --from-file: write the items not done to FILE, to rerun with --from-file FILE')
            [CompletionResult]::new('--output-file', '--output-file', [CompletionResultType]::ParameterName, 'Write the file here [default: stdout when piped]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'With --from-file: go on after a failed item')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;ban' {
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Reason stored on the user [default: User banned from triggering ban function in the client] (optional)')
            [CompletionResult]::new('--hwid', '--hwid', [CompletionResultType]::ParameterName, 'Hardware id to blacklist too (optional)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;check' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;change-username' {
            [CompletionResult]::new('--new-username', '--new-username', [CompletionResultType]::ParameterName, 'The new username')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;logout' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;2fa-enable' {
            [CompletionResult]::new('--code', '--code', [CompletionResultType]::ParameterName, 'Code from the authenticator app, within 5 minutes of the setup (optional)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;2fa-disable' {
            [CompletionResult]::new('--code', '--code', [CompletionResultType]::ParameterName, 'Current two-factor code')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;otp' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('send', 'send', [CompletionResultType]::ParameterValue, 'Email a 6-digit one-time login code (valid 10 minutes)')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Log in with the emailed one-time code')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;client;otp;send' {
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'Email address')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;otp;verify' {
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'Email address')
            [CompletionResult]::new('--code', '--code', [CompletionResultType]::ParameterName, 'The 6-digit code from the email')
            [CompletionResult]::new('--hwid', '--hwid', [CompletionResultType]::ParameterName, 'Hardware id of this machine (optional)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;otp;help' {
            [CompletionResult]::new('send', 'send', [CompletionResultType]::ParameterValue, 'Email a 6-digit one-time login code (valid 10 minutes)')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Log in with the emailed one-time code')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;client;otp;help;send' {
            break
        }
        'licensectl;client;otp;help;verify' {
            break
        }
        'licensectl;client;otp;help;help' {
            break
        }
        'licensectl;client;smoke' {
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'Log in with this username (the password comes from --password-stdin)')
            [CompletionResult]::new('--key', '--key', [CompletionResultType]::ParameterName, 'Log in with this license key instead (type=license; registers it on first use)')
            [CompletionResult]::new('--hwid', '--hwid', [CompletionResultType]::ParameterName, 'Hardware id to log in with')
            [CompletionResult]::new('--var', '--var', [CompletionResultType]::ParameterName, 'Also read this global variable (type=var); the step is skipped without it')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, tsv otherwise]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'JSON output; with FIELDS (comma-separated, listed in each command''s help) only those')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression; strings print raw (e.g. --jq ''.[].key'')')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Profile to use [env: LICENSECTL_PROFILE]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL [env: LICENSECTL_BASE_URL]')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Request timeout in seconds, or a duration such as 2m [env: LICENSECTL_TIMEOUT] [default: 30s]')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Client-side seller rate limit, e.g. 120/60s or off [env: LICENSECTL_RATE_LIMIT]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for reads, unsent requests and rate limits [env: LICENSECTL_RETRIES] [default: 3]')
            [CompletionResult]::new('--password-stdin', '--password-stdin', [CompletionResultType]::ParameterName, 'Read the password from the first line of stdin')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Show times in tables in the local time zone instead of UTC [env: LICENSECTL_TIME_ZONE] [profile: time_zone]')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations (needed for destructive commands off a terminal)')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request that would be sent (secrets redacted) and send nothing')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Show requests and timings on stderr (secrets redacted)')
            [CompletionResult]::new('--show-secrets', '--show-secrets', [CompletionResultType]::ParameterName, 'Include secrets the service returns (password hashes, app secret, session ids)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Client API: do not verify answer signatures')
            [CompletionResult]::new('--session-stdin', '--session-stdin', [CompletionResultType]::ParameterName, 'Client API: read the session id to use (not the one `client init` kept) from stdin''s first line [env: LICENSECTL_SESSION]')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allow plain http to a non-loopback host (sends the seller key unencrypted)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'licensectl;client;help' {
            [CompletionResult]::new('init', 'init', [CompletionResultType]::ParameterValue, 'Start a session; later client commands of this profile reuse it')
            [CompletionResult]::new('register', 'register', [CompletionResultType]::ParameterValue, 'Register a user with a license key')
            [CompletionResult]::new('login-email', 'login-email', [CompletionResultType]::ParameterValue, 'Log in with an email address and password')
            [CompletionResult]::new('magic-link', 'magic-link', [CompletionResultType]::ParameterValue, 'magic-link')
            [CompletionResult]::new('upgrade', 'upgrade', [CompletionResultType]::ParameterValue, 'Give a user the subscription of a license key')
            [CompletionResult]::new('webhook', 'webhook', [CompletionResultType]::ParameterValue, 'Relay a request through a webhook the seller defined')
            [CompletionResult]::new('login', 'login', [CompletionResultType]::ParameterValue, 'Log in with a username and password (or a web-loader token)')
            [CompletionResult]::new('license', 'license', [CompletionResultType]::ParameterValue, 'Log in with a license key alone (registers it on first use)')
            [CompletionResult]::new('forgot', 'forgot', [CompletionResultType]::ParameterValue, 'Email a password-reset link to a user')
            [CompletionResult]::new('online', 'online', [CompletionResultType]::ParameterValue, 'List users with a logged-in session')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Show the application''s user, session and key counts')
            [CompletionResult]::new('set-var', 'set-var', [CompletionResultType]::ParameterValue, 'Set a variable of the logged-in user')
            [CompletionResult]::new('get-var', 'get-var', [CompletionResultType]::ParameterValue, 'Show a variable of the logged-in user')
            [CompletionResult]::new('var', 'var', [CompletionResultType]::ParameterValue, 'Show a global variable (needs login when the variable is authed)')
            [CompletionResult]::new('check-blacklist', 'check-blacklist', [CompletionResultType]::ParameterValue, 'Check whether this IP or HWID is blacklisted')
            [CompletionResult]::new('chat-get', 'chat-get', [CompletionResultType]::ParameterValue, 'Show the messages of a chat channel')
            [CompletionResult]::new('chat-send', 'chat-send', [CompletionResultType]::ParameterValue, 'Send a message to a chat channel')
            [CompletionResult]::new('log', 'log', [CompletionResultType]::ParameterValue, 'Store a log line for the seller')
            [CompletionResult]::new('file', 'file', [CompletionResultType]::ParameterValue, 'Download a file the seller uploaded')
            [CompletionResult]::new('ban', 'ban', [CompletionResultType]::ParameterValue, 'Ban the logged-in user and blacklist this IP (and HWID)')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check that the session is logged in')
            [CompletionResult]::new('change-username', 'change-username', [CompletionResultType]::ParameterValue, 'Rename the logged-in user (ends the session)')
            [CompletionResult]::new('logout', 'logout', [CompletionResultType]::ParameterValue, 'End the session')
            [CompletionResult]::new('2fa-enable', '2fa-enable', [CompletionResultType]::ParameterValue, 'Start two-factor setup (without --code) or finish it (with --code)')
            [CompletionResult]::new('2fa-disable', '2fa-disable', [CompletionResultType]::ParameterValue, 'Turn two-factor login off')
            [CompletionResult]::new('otp', 'otp', [CompletionResultType]::ParameterValue, 'otp')
            [CompletionResult]::new('smoke', 'smoke', [CompletionResultType]::ParameterValue, 'Run the client flow once against the profile and report each step (made for CI)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;client;help;init' {
            break
        }
        'licensectl;client;help;register' {
            break
        }
        'licensectl;client;help;login-email' {
            break
        }
        'licensectl;client;help;magic-link' {
            [CompletionResult]::new('send', 'send', [CompletionResultType]::ParameterValue, 'Email a single-use login link (valid 15 minutes)')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check whether the emailed login link was approved')
            break
        }
        'licensectl;client;help;magic-link;send' {
            break
        }
        'licensectl;client;help;magic-link;check' {
            break
        }
        'licensectl;client;help;upgrade' {
            break
        }
        'licensectl;client;help;webhook' {
            break
        }
        'licensectl;client;help;login' {
            break
        }
        'licensectl;client;help;license' {
            break
        }
        'licensectl;client;help;forgot' {
            break
        }
        'licensectl;client;help;online' {
            break
        }
        'licensectl;client;help;stats' {
            break
        }
        'licensectl;client;help;set-var' {
            break
        }
        'licensectl;client;help;get-var' {
            break
        }
        'licensectl;client;help;var' {
            break
        }
        'licensectl;client;help;check-blacklist' {
            break
        }
        'licensectl;client;help;chat-get' {
            break
        }
        'licensectl;client;help;chat-send' {
            break
        }
        'licensectl;client;help;log' {
            break
        }
        'licensectl;client;help;file' {
            break
        }
        'licensectl;client;help;ban' {
            break
        }
        'licensectl;client;help;check' {
            break
        }
        'licensectl;client;help;change-username' {
            break
        }
        'licensectl;client;help;logout' {
            break
        }
        'licensectl;client;help;2fa-enable' {
            break
        }
        'licensectl;client;help;2fa-disable' {
            break
        }
        'licensectl;client;help;otp' {
            [CompletionResult]::new('send', 'send', [CompletionResultType]::ParameterValue, 'Email a 6-digit one-time login code (valid 10 minutes)')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Log in with the emailed one-time code')
            break
        }
        'licensectl;client;help;otp;send' {
            break
        }
        'licensectl;client;help;otp;verify' {
            break
        }
        'licensectl;client;help;smoke' {
            break
        }
        'licensectl;client;help;help' {
            break
        }
        'licensectl;help' {
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Manage profiles: base URL, seller key and app credentials')
            [CompletionResult]::new('sandbox', 'sandbox', [CompletionResultType]::ParameterValue, 'Run a local sandbox of the service (for trying things out, tests and CI)')
            [CompletionResult]::new('ops', 'ops', [CompletionResultType]::ParameterValue, 'Inspect the operation catalogue')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('backup', 'backup', [CompletionResultType]::ParameterValue, 'Save the whole application as one JSON document (licenses, users, settings, …)')
            [CompletionResult]::new('restore', 'restore', [CompletionResultType]::ParameterValue, 'Recreate a backup document in an empty application')
            [CompletionResult]::new('api', 'api', [CompletionResultType]::ParameterValue, 'Send any operation, even one licensectl does not know, and print the raw answer')
            [CompletionResult]::new('doctor', 'doctor', [CompletionResultType]::ParameterValue, 'Check the configuration, the connection to the service and the credentials')
            [CompletionResult]::new('export', 'export', [CompletionResultType]::ParameterValue, 'Write the app''s configuration as TOML, for `licensectl plan` and `apply`')
            [CompletionResult]::new('plan', 'plan', [CompletionResultType]::ParameterValue, 'Show what `apply` would change in the app')
            [CompletionResult]::new('apply', 'apply', [CompletionResultType]::ParameterValue, 'Make the app match an app file')
            [CompletionResult]::new('lookup', 'lookup', [CompletionResultType]::ParameterValue, 'Everything about one customer: licenses, user, subscriptions, bans, sessions, logs')
            [CompletionResult]::new('report', 'report', [CompletionResultType]::ParameterValue, 'Keys sold and redeemed, new users, logins, renewals due and churn, with charts')
            [CompletionResult]::new('watch', 'watch', [CompletionResultType]::ParameterValue, 'Follow one customer (or the whole app) live: logins, logs, HWID/IP changes, bans, time')
            [CompletionResult]::new('licenses', 'licenses', [CompletionResultType]::ParameterValue, 'Create, inspect, ban and delete license keys')
            [CompletionResult]::new('users', 'users', [CompletionResultType]::ParameterValue, 'Manage end users, their HWIDs, subscriptions and variables')
            [CompletionResult]::new('subs', 'subs', [CompletionResultType]::ParameterValue, 'Define subscriptions (levels a key grants)')
            [CompletionResult]::new('vars', 'vars', [CompletionResultType]::ParameterValue, 'Global application variables')
            [CompletionResult]::new('files', 'files', [CompletionResultType]::ParameterValue, 'Files the client API serves to logged-in users')
            [CompletionResult]::new('webhooks', 'webhooks', [CompletionResultType]::ParameterValue, 'Server-side relayed requests the client calls by id')
            [CompletionResult]::new('chats', 'chats', [CompletionResultType]::ParameterValue, 'Chat channels and mutes')
            [CompletionResult]::new('sessions', 'sessions', [CompletionResultType]::ParameterValue, 'Client sessions')
            [CompletionResult]::new('blacklists', 'blacklists', [CompletionResultType]::ParameterValue, 'Blocked IPs, HWIDs, regions, countries and ASNs')
            [CompletionResult]::new('whitelists', 'whitelists', [CompletionResultType]::ParameterValue, 'IPs allowed past the VPN block')
            [CompletionResult]::new('logs', 'logs', [CompletionResultType]::ParameterValue, 'Logs sent by the client API')
            [CompletionResult]::new('buttons', 'buttons', [CompletionResultType]::ParameterValue, 'Web-loader buttons')
            [CompletionResult]::new('app', 'app', [CompletionResultType]::ParameterValue, 'Application settings, stats, hashes and pause')
            [CompletionResult]::new('accounts', 'accounts', [CompletionResultType]::ParameterValue, 'Reseller and manager accounts')
            [CompletionResult]::new('client', 'client', [CompletionResultType]::ParameterValue, 'The client API, as your application calls it')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'licensectl;help;config' {
            [CompletionResult]::new('init', 'init', [CompletionResultType]::ParameterValue, 'Create or update a profile, checking the seller key against the service')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List profiles (secrets masked)')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the settings in effect and where each value came from')
            [CompletionResult]::new('use', 'use', [CompletionResultType]::ParameterValue, 'Make a profile the default')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set one field of a profile (secrets only through --stdin)')
            [CompletionResult]::new('remove', 'remove', [CompletionResultType]::ParameterValue, 'Remove a profile')
            [CompletionResult]::new('path', 'path', [CompletionResultType]::ParameterValue, 'Print the config file''s path')
            break
        }
        'licensectl;help;config;init' {
            break
        }
        'licensectl;help;config;list' {
            break
        }
        'licensectl;help;config;show' {
            break
        }
        'licensectl;help;config;use' {
            break
        }
        'licensectl;help;config;set' {
            break
        }
        'licensectl;help;config;remove' {
            break
        }
        'licensectl;help;config;path' {
            break
        }
        'licensectl;help;sandbox' {
            [CompletionResult]::new('start', 'start', [CompletionResultType]::ParameterValue, 'Serve the seller and client APIs until interrupted')
            [CompletionResult]::new('outbox', 'outbox', [CompletionResultType]::ParameterValue, 'List the mail the sandbox would have sent (magic links, codes, password resets)')
            [CompletionResult]::new('seed', 'seed', [CompletionResultType]::ParameterValue, 'Fill a sandbox database with generated data (for demos and benchmarks)')
            break
        }
        'licensectl;help;sandbox;start' {
            break
        }
        'licensectl;help;sandbox;outbox' {
            break
        }
        'licensectl;help;sandbox;seed' {
            break
        }
        'licensectl;help;ops' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List every service operation with its command and parameters')
            break
        }
        'licensectl;help;ops;list' {
            break
        }
        'licensectl;help;completions' {
            break
        }
        'licensectl;help;backup' {
            break
        }
        'licensectl;help;restore' {
            break
        }
        'licensectl;help;api' {
            break
        }
        'licensectl;help;doctor' {
            break
        }
        'licensectl;help;export' {
            break
        }
        'licensectl;help;plan' {
            break
        }
        'licensectl;help;apply' {
            break
        }
        'licensectl;help;lookup' {
            break
        }
        'licensectl;help;report' {
            break
        }
        'licensectl;help;watch' {
            break
        }
        'licensectl;help;licenses' {
            [CompletionResult]::new('info', 'info', [CompletionResultType]::ParameterValue, 'Show one license: status, level, duration, note and who used it')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create license keys (any amount; sent in chunks of 100)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List every license key')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Check that a license key exists')
            [CompletionResult]::new('add-time', 'add-time', [CompletionResultType]::ParameterValue, 'Add time to every unused license')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete one license (and its subscriptions)')
            [CompletionResult]::new('delete-many', 'delete-many', [CompletionResultType]::ParameterValue, 'Delete several licenses at once')
            [CompletionResult]::new('delete-unused', 'delete-unused', [CompletionResultType]::ParameterValue, 'Delete every unused license')
            [CompletionResult]::new('delete-used', 'delete-used', [CompletionResultType]::ParameterValue, 'Delete every used license')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every license')
            [CompletionResult]::new('ban', 'ban', [CompletionResultType]::ParameterValue, 'Ban a license (and optionally its user)')
            [CompletionResult]::new('unban', 'unban', [CompletionResultType]::ParameterValue, 'Lift a license ban')
            [CompletionResult]::new('set-note', 'set-note', [CompletionResultType]::ParameterValue, 'Set the note on a license')
            [CompletionResult]::new('note', 'note', [CompletionResultType]::ParameterValue, 'Show the note on a license')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Change how long an unused license lasts once redeemed')
            [CompletionResult]::new('of-user', 'of-user', [CompletionResultType]::ParameterValue, 'Show the license a user redeemed')
            [CompletionResult]::new('assign', 'assign', [CompletionResultType]::ParameterValue, 'Redeem a license for an existing user')
            [CompletionResult]::new('activate', 'activate', [CompletionResultType]::ParameterValue, 'Create a user from a license')
            break
        }
        'licensectl;help;licenses;info' {
            break
        }
        'licensectl;help;licenses;create' {
            break
        }
        'licensectl;help;licenses;list' {
            break
        }
        'licensectl;help;licenses;verify' {
            break
        }
        'licensectl;help;licenses;add-time' {
            break
        }
        'licensectl;help;licenses;delete' {
            break
        }
        'licensectl;help;licenses;delete-many' {
            break
        }
        'licensectl;help;licenses;delete-unused' {
            break
        }
        'licensectl;help;licenses;delete-used' {
            break
        }
        'licensectl;help;licenses;delete-all' {
            break
        }
        'licensectl;help;licenses;ban' {
            break
        }
        'licensectl;help;licenses;unban' {
            break
        }
        'licensectl;help;licenses;set-note' {
            break
        }
        'licensectl;help;licenses;note' {
            break
        }
        'licensectl;help;licenses;edit' {
            break
        }
        'licensectl;help;licenses;of-user' {
            break
        }
        'licensectl;help;licenses;assign' {
            break
        }
        'licensectl;help;licenses;activate' {
            break
        }
        'licensectl;help;users' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a user with a subscription')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a user with their subscriptions, variables and sessions')
            [CompletionResult]::new('delete-expired', 'delete-expired', [CompletionResultType]::ParameterValue, 'Delete every user without an active subscription')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every user')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Check that a user exists')
            [CompletionResult]::new('info', 'info', [CompletionResultType]::ParameterValue, 'Show one user: active subscriptions, variables, HWID, IP, dates, ban')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List users (the service returns at most 520)')
            [CompletionResult]::new('names', 'names', [CompletionResultType]::ParameterValue, 'List every username')
            [CompletionResult]::new('reset-hwid', 'reset-hwid', [CompletionResultType]::ParameterValue, 'Clear a user''s HWID lock')
            [CompletionResult]::new('reset-hwid-all', 'reset-hwid-all', [CompletionResultType]::ParameterValue, 'Clear the HWID lock of every user')
            [CompletionResult]::new('set-password', 'set-password', [CompletionResultType]::ParameterValue, 'Set or clear a user''s password')
            [CompletionResult]::new('set-email', 'set-email', [CompletionResultType]::ParameterValue, 'Change a user''s email address')
            [CompletionResult]::new('rename', 'rename', [CompletionResultType]::ParameterValue, 'Rename a user everywhere (subscriptions, variables, keys, chat)')
            [CompletionResult]::new('add-hwid', 'add-hwid', [CompletionResultType]::ParameterValue, 'Append a HWID to a user''s allowed HWIDs')
            [CompletionResult]::new('set-cooldown', 'set-cooldown', [CompletionResultType]::ParameterValue, 'Set when the user may next reset their own HWID')
            [CompletionResult]::new('ban', 'ban', [CompletionResultType]::ParameterValue, 'Ban a user and blacklist their HWID and IP')
            [CompletionResult]::new('unban', 'unban', [CompletionResultType]::ParameterValue, 'Lift a user ban and their HWID and IP blacklist')
            [CompletionResult]::new('pause', 'pause', [CompletionResultType]::ParameterValue, 'Freeze a user''s active subscriptions')
            [CompletionResult]::new('unpause', 'unpause', [CompletionResultType]::ParameterValue, 'Resume a user''s frozen subscriptions')
            [CompletionResult]::new('extend', 'extend', [CompletionResultType]::ParameterValue, 'Add time to a user''s subscription (their only one without --sub), or grant it')
            [CompletionResult]::new('subtract', 'subtract', [CompletionResultType]::ParameterValue, 'Take time off a user''s subscription')
            [CompletionResult]::new('delete-sub', 'delete-sub', [CompletionResultType]::ParameterValue, 'Remove a subscription from a user')
            [CompletionResult]::new('subs', 'subs', [CompletionResultType]::ParameterValue, 'List a user''s subscriptions')
            [CompletionResult]::new('set-var', 'set-var', [CompletionResultType]::ParameterValue, 'Set a variable on a user (or on every user)')
            [CompletionResult]::new('get-var', 'get-var', [CompletionResultType]::ParameterValue, 'Show one variable of a user')
            [CompletionResult]::new('delete-var', 'delete-var', [CompletionResultType]::ParameterValue, 'Delete one variable of a user')
            [CompletionResult]::new('purge-var', 'purge-var', [CompletionResultType]::ParameterValue, 'Delete a variable from every user')
            [CompletionResult]::new('vars', 'vars', [CompletionResultType]::ParameterValue, 'List every user variable')
            break
        }
        'licensectl;help;users;create' {
            break
        }
        'licensectl;help;users;delete' {
            break
        }
        'licensectl;help;users;delete-expired' {
            break
        }
        'licensectl;help;users;delete-all' {
            break
        }
        'licensectl;help;users;verify' {
            break
        }
        'licensectl;help;users;info' {
            break
        }
        'licensectl;help;users;list' {
            break
        }
        'licensectl;help;users;names' {
            break
        }
        'licensectl;help;users;reset-hwid' {
            break
        }
        'licensectl;help;users;reset-hwid-all' {
            break
        }
        'licensectl;help;users;set-password' {
            break
        }
        'licensectl;help;users;set-email' {
            break
        }
        'licensectl;help;users;rename' {
            break
        }
        'licensectl;help;users;add-hwid' {
            break
        }
        'licensectl;help;users;set-cooldown' {
            break
        }
        'licensectl;help;users;ban' {
            break
        }
        'licensectl;help;users;unban' {
            break
        }
        'licensectl;help;users;pause' {
            break
        }
        'licensectl;help;users;unpause' {
            break
        }
        'licensectl;help;users;extend' {
            break
        }
        'licensectl;help;users;subtract' {
            break
        }
        'licensectl;help;users;delete-sub' {
            break
        }
        'licensectl;help;users;subs' {
            break
        }
        'licensectl;help;users;set-var' {
            break
        }
        'licensectl;help;users;get-var' {
            break
        }
        'licensectl;help;users;delete-var' {
            break
        }
        'licensectl;help;users;purge-var' {
            break
        }
        'licensectl;help;users;vars' {
            break
        }
        'licensectl;help;subs' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a subscription that keys of a level grant')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List subscriptions')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Change the level of a subscription')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a subscription definition (users keep the time already granted)')
            [CompletionResult]::new('count', 'count', [CompletionResultType]::ParameterValue, 'Count the active user subscriptions of a subscription')
            [CompletionResult]::new('pause', 'pause', [CompletionResultType]::ParameterValue, 'Freeze every active user subscription of this name')
            [CompletionResult]::new('unpause', 'unpause', [CompletionResultType]::ParameterValue, 'Resume the paused user subscriptions of this name')
            break
        }
        'licensectl;help;subs;create' {
            break
        }
        'licensectl;help;subs;list' {
            break
        }
        'licensectl;help;subs;edit' {
            break
        }
        'licensectl;help;subs;delete' {
            break
        }
        'licensectl;help;subs;count' {
            break
        }
        'licensectl;help;subs;pause' {
            break
        }
        'licensectl;help;subs;unpause' {
            break
        }
        'licensectl;help;vars' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a global variable')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Change the value of a global variable')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Show the value of a global variable')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a global variable')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every global variable')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List global variables')
            break
        }
        'licensectl;help;vars;create' {
            break
        }
        'licensectl;help;vars;edit' {
            break
        }
        'licensectl;help;vars;get' {
            break
        }
        'licensectl;help;vars;delete' {
            break
        }
        'licensectl;help;vars;delete-all' {
            break
        }
        'licensectl;help;vars;list' {
            break
        }
        'licensectl;help;files' {
            [CompletionResult]::new('upload', 'upload', [CompletionResultType]::ParameterValue, 'Register a file by the URL the service downloads it from')
            [CompletionResult]::new('info', 'info', [CompletionResultType]::ParameterValue, 'Show one file: URL, name, size and access')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Point a file at a new URL (downloaded again) and set who may fetch it')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a file by id or name')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every file')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List files')
            break
        }
        'licensectl;help;files;upload' {
            break
        }
        'licensectl;help;files;info' {
            break
        }
        'licensectl;help;files;edit' {
            break
        }
        'licensectl;help;files;delete' {
            break
        }
        'licensectl;help;files;delete-all' {
            break
        }
        'licensectl;help;files;list' {
            break
        }
        'licensectl;help;webhooks' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Define a URL the client API relays requests to')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every webhook')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List webhooks')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete one webhook')
            break
        }
        'licensectl;help;webhooks;create' {
            break
        }
        'licensectl;help;webhooks;delete-all' {
            break
        }
        'licensectl;help;webhooks;list' {
            break
        }
        'licensectl;help;webhooks;delete' {
            break
        }
        'licensectl;help;chats' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List chat channels')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a chat channel')
            [CompletionResult]::new('edit', 'edit', [CompletionResultType]::ParameterValue, 'Change the message delay of a chat channel')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a chat channel and its messages')
            [CompletionResult]::new('clear', 'clear', [CompletionResultType]::ParameterValue, 'Delete every message of a chat channel')
            [CompletionResult]::new('mutes', 'mutes', [CompletionResultType]::ParameterValue, 'List muted chat users')
            [CompletionResult]::new('mute', 'mute', [CompletionResultType]::ParameterValue, 'Mute a user in every chat channel')
            [CompletionResult]::new('unmute', 'unmute', [CompletionResultType]::ParameterValue, 'Lift a user''s chat mute')
            break
        }
        'licensectl;help;chats;list' {
            break
        }
        'licensectl;help;chats;create' {
            break
        }
        'licensectl;help;chats;edit' {
            break
        }
        'licensectl;help;chats;delete' {
            break
        }
        'licensectl;help;chats;clear' {
            break
        }
        'licensectl;help;chats;mutes' {
            break
        }
        'licensectl;help;chats;mute' {
            break
        }
        'licensectl;help;chats;unmute' {
            break
        }
        'licensectl;help;sessions' {
            [CompletionResult]::new('kill', 'kill', [CompletionResultType]::ParameterValue, 'End one client session')
            [CompletionResult]::new('kill-all', 'kill-all', [CompletionResultType]::ParameterValue, 'End every client session')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List client sessions: who is logged in, until when, from which IP')
            break
        }
        'licensectl;help;sessions;kill' {
            break
        }
        'licensectl;help;sessions;kill-all' {
            break
        }
        'licensectl;help;sessions;list' {
            break
        }
        'licensectl;help;blacklists' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Blacklist an IP, HWID, region, country or ASN (one entry per value given)')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove one blacklist entry')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Remove every blacklist entry')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List blacklist entries')
            break
        }
        'licensectl;help;blacklists;create' {
            break
        }
        'licensectl;help;blacklists;delete' {
            break
        }
        'licensectl;help;blacklists;delete-all' {
            break
        }
        'licensectl;help;blacklists;list' {
            break
        }
        'licensectl;help;whitelists' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Let an IP past the VPN block')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Remove an IP from the whitelist')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Remove every IP from the whitelist')
            break
        }
        'licensectl;help;whitelists;create' {
            break
        }
        'licensectl;help;whitelists;delete' {
            break
        }
        'licensectl;help;whitelists;delete-all' {
            break
        }
        'licensectl;help;logs' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List logs sent by the application')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every log')
            break
        }
        'licensectl;help;logs;list' {
            break
        }
        'licensectl;help;logs;delete-all' {
            break
        }
        'licensectl;help;buttons' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Add a web-loader button')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a web-loader button')
            [CompletionResult]::new('delete-all', 'delete-all', [CompletionResultType]::ParameterValue, 'Delete every web-loader button')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List web-loader buttons')
            break
        }
        'licensectl;help;buttons;create' {
            break
        }
        'licensectl;help;buttons;delete' {
            break
        }
        'licensectl;help;buttons;delete-all' {
            break
        }
        'licensectl;help;buttons;list' {
            break
        }
        'licensectl;help;app' {
            [CompletionResult]::new('settings', 'settings', [CompletionResultType]::ParameterValue, 'Show the application''s settings and custom messages')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change application settings (only the options given are changed)')
            [CompletionResult]::new('details', 'details', [CompletionResultType]::ParameterValue, 'Show the application''s name, owner id, secret and version')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Count keys by status, webhooks, files, variables and accounts')
            [CompletionResult]::new('pause', 'pause', [CompletionResultType]::ParameterValue, 'Pause the application and freeze every active subscription')
            [CompletionResult]::new('unpause', 'unpause', [CompletionResultType]::ParameterValue, 'Unpause the application; frozen subscriptions resume their remaining time')
            [CompletionResult]::new('add-hash', 'add-hash', [CompletionResultType]::ParameterValue, 'Accept another program hash (MD5 of the client binary)')
            [CompletionResult]::new('reset-hash', 'reset-hash', [CompletionResultType]::ParameterValue, 'Forget every accepted program hash')
            break
        }
        'licensectl;help;app;settings' {
            break
        }
        'licensectl;help;app;update' {
            break
        }
        'licensectl;help;app;details' {
            break
        }
        'licensectl;help;app;stats' {
            break
        }
        'licensectl;help;app;pause' {
            break
        }
        'licensectl;help;app;unpause' {
            break
        }
        'licensectl;help;app;add-hash' {
            break
        }
        'licensectl;help;app;reset-hash' {
            break
        }
        'licensectl;help;accounts' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a reseller or manager account')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a reseller or manager account')
            [CompletionResult]::new('add-balance', 'add-balance', [CompletionResultType]::ParameterValue, 'Add keys to a reseller''s balance (per duration bucket)')
            [CompletionResult]::new('balance', 'balance', [CompletionResultType]::ParameterValue, 'Show a reseller''s key balance')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List reseller and manager accounts')
            break
        }
        'licensectl;help;accounts;create' {
            break
        }
        'licensectl;help;accounts;delete' {
            break
        }
        'licensectl;help;accounts;add-balance' {
            break
        }
        'licensectl;help;accounts;balance' {
            break
        }
        'licensectl;help;accounts;list' {
            break
        }
        'licensectl;help;client' {
            [CompletionResult]::new('init', 'init', [CompletionResultType]::ParameterValue, 'Start a session; later client commands of this profile reuse it')
            [CompletionResult]::new('register', 'register', [CompletionResultType]::ParameterValue, 'Register a user with a license key')
            [CompletionResult]::new('login-email', 'login-email', [CompletionResultType]::ParameterValue, 'Log in with an email address and password')
            [CompletionResult]::new('magic-link', 'magic-link', [CompletionResultType]::ParameterValue, 'magic-link')
            [CompletionResult]::new('upgrade', 'upgrade', [CompletionResultType]::ParameterValue, 'Give a user the subscription of a license key')
            [CompletionResult]::new('webhook', 'webhook', [CompletionResultType]::ParameterValue, 'Relay a request through a webhook the seller defined')
            [CompletionResult]::new('login', 'login', [CompletionResultType]::ParameterValue, 'Log in with a username and password (or a web-loader token)')
            [CompletionResult]::new('license', 'license', [CompletionResultType]::ParameterValue, 'Log in with a license key alone (registers it on first use)')
            [CompletionResult]::new('forgot', 'forgot', [CompletionResultType]::ParameterValue, 'Email a password-reset link to a user')
            [CompletionResult]::new('online', 'online', [CompletionResultType]::ParameterValue, 'List users with a logged-in session')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Show the application''s user, session and key counts')
            [CompletionResult]::new('set-var', 'set-var', [CompletionResultType]::ParameterValue, 'Set a variable of the logged-in user')
            [CompletionResult]::new('get-var', 'get-var', [CompletionResultType]::ParameterValue, 'Show a variable of the logged-in user')
            [CompletionResult]::new('var', 'var', [CompletionResultType]::ParameterValue, 'Show a global variable (needs login when the variable is authed)')
            [CompletionResult]::new('check-blacklist', 'check-blacklist', [CompletionResultType]::ParameterValue, 'Check whether this IP or HWID is blacklisted')
            [CompletionResult]::new('chat-get', 'chat-get', [CompletionResultType]::ParameterValue, 'Show the messages of a chat channel')
            [CompletionResult]::new('chat-send', 'chat-send', [CompletionResultType]::ParameterValue, 'Send a message to a chat channel')
            [CompletionResult]::new('log', 'log', [CompletionResultType]::ParameterValue, 'Store a log line for the seller')
            [CompletionResult]::new('file', 'file', [CompletionResultType]::ParameterValue, 'Download a file the seller uploaded')
            [CompletionResult]::new('ban', 'ban', [CompletionResultType]::ParameterValue, 'Ban the logged-in user and blacklist this IP (and HWID)')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check that the session is logged in')
            [CompletionResult]::new('change-username', 'change-username', [CompletionResultType]::ParameterValue, 'Rename the logged-in user (ends the session)')
            [CompletionResult]::new('logout', 'logout', [CompletionResultType]::ParameterValue, 'End the session')
            [CompletionResult]::new('2fa-enable', '2fa-enable', [CompletionResultType]::ParameterValue, 'Start two-factor setup (without --code) or finish it (with --code)')
            [CompletionResult]::new('2fa-disable', '2fa-disable', [CompletionResultType]::ParameterValue, 'Turn two-factor login off')
            [CompletionResult]::new('otp', 'otp', [CompletionResultType]::ParameterValue, 'otp')
            [CompletionResult]::new('smoke', 'smoke', [CompletionResultType]::ParameterValue, 'Run the client flow once against the profile and report each step (made for CI)')
            break
        }
        'licensectl;help;client;init' {
            break
        }
        'licensectl;help;client;register' {
            break
        }
        'licensectl;help;client;login-email' {
            break
        }
        'licensectl;help;client;magic-link' {
            [CompletionResult]::new('send', 'send', [CompletionResultType]::ParameterValue, 'Email a single-use login link (valid 15 minutes)')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check whether the emailed login link was approved')
            break
        }
        'licensectl;help;client;magic-link;send' {
            break
        }
        'licensectl;help;client;magic-link;check' {
            break
        }
        'licensectl;help;client;upgrade' {
            break
        }
        'licensectl;help;client;webhook' {
            break
        }
        'licensectl;help;client;login' {
            break
        }
        'licensectl;help;client;license' {
            break
        }
        'licensectl;help;client;forgot' {
            break
        }
        'licensectl;help;client;online' {
            break
        }
        'licensectl;help;client;stats' {
            break
        }
        'licensectl;help;client;set-var' {
            break
        }
        'licensectl;help;client;get-var' {
            break
        }
        'licensectl;help;client;var' {
            break
        }
        'licensectl;help;client;check-blacklist' {
            break
        }
        'licensectl;help;client;chat-get' {
            break
        }
        'licensectl;help;client;chat-send' {
            break
        }
        'licensectl;help;client;log' {
            break
        }
        'licensectl;help;client;file' {
            break
        }
        'licensectl;help;client;ban' {
            break
        }
        'licensectl;help;client;check' {
            break
        }
        'licensectl;help;client;change-username' {
            break
        }
        'licensectl;help;client;logout' {
            break
        }
        'licensectl;help;client;2fa-enable' {
            break
        }
        'licensectl;help;client;2fa-disable' {
            break
        }
        'licensectl;help;client;otp' {
            [CompletionResult]::new('send', 'send', [CompletionResultType]::ParameterValue, 'Email a 6-digit one-time login code (valid 10 minutes)')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Log in with the emailed one-time code')
            break
        }
        'licensectl;help;client;otp;send' {
            break
        }
        'licensectl;help;client;otp;verify' {
            break
        }
        'licensectl;help;client;smoke' {
            break
        }
        'licensectl;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
