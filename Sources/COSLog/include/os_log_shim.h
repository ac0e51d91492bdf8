// No C declarations: Logger, OSLog and os_log are Swift (Sources/os). This header gives `os.log` a body.
