from mahjong_tui.cli import main

raise SystemExit(main())
