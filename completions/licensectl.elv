
set edit:completion:arg-completer[licensectl] = { |@words|
    var index = (count $words)
    set index = (- $index 1)

    put (env _CLAP_IFS="\n" _CLAP_COMPLETE_INDEX=(to-string $index) LICENSECTL_COMPLETE="elvish" licensectl -- $@words) | to-lines
}

