complete --keep-order --exclusive --command licensectl --arguments "(LICENSECTL_COMPLETE=fish licensectl -- (commandline --current-process --tokenize --cut-at-cursor) (commandline --current-token))"
