
_clap_complete_licensectl() {
    local IFS=$'\013'
    local _CLAP_COMPLETE_INDEX=${COMP_CWORD}
    local _CLAP_COMPLETE_COMP_TYPE=${COMP_TYPE}
    if compopt +o nospace 2> /dev/null; then
        local _CLAP_COMPLETE_SPACE=false
    else
        local _CLAP_COMPLETE_SPACE=true
    fi
    local words=("${COMP_WORDS[@]}")
    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
        words[COMP_CWORD]="$2"
    fi
    local out
    out=$( \
        _CLAP_IFS="$IFS" \
        _CLAP_COMPLETE_INDEX="$_CLAP_COMPLETE_INDEX" \
        _CLAP_COMPLETE_COMP_TYPE="$_CLAP_COMPLETE_COMP_TYPE" \
        _CLAP_COMPLETE_SPACE="$_CLAP_COMPLETE_SPACE" \
        LICENSECTL_COMPLETE="bash" \
        "licensectl" -- "${words[@]}" \
    ) || { unset COMPREPLY; return; }
    # Candidates arrive quoted for bash; split on the separator only (quoted expansions: no
    # word splitting, no pathname expansion).
    COMPREPLY=()
    while [[ -n $out ]]; do
        COMPREPLY+=("${out%%"$IFS"*}")
        if [[ $out == *"$IFS"* ]]; then out=${out#*"$IFS"}; else out=; fi
    done
    if [[ $_CLAP_COMPLETE_SPACE == false ]] && [[ "${COMPREPLY-}" =~ [=/:]$ ]]; then
        compopt -o nospace
    fi
}
if [[ "${BASH_VERSINFO[0]}" -eq 4 && "${BASH_VERSINFO[1]}" -ge 4 || "${BASH_VERSINFO[0]}" -gt 4 ]]; then
    complete -o nospace -o bashdefault -o nosort -F _clap_complete_licensectl licensectl
else
    complete -o nospace -o bashdefault -F _clap_complete_licensectl licensectl
fi
