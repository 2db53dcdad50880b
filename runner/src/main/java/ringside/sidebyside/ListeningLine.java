package ringside.sidebyside;

/**
 * The one line a plaintext server of a side-by-side row prints once it accepts connections:
 * {@code listening on 127.0.0.1:<port>}. The plain programs type it themselves (they hold no Ringside code), so this
 * class is the format's one definition and its reader.
 */
public final class ListeningLine {
    /** What starts the line; the port follows. */
    public static final String PREFIX = "listening on 127.0.0.1:";

    private ListeningLine() {
    }

    /** The line for {@code port}. */
    static String of(int port) {
        return PREFIX + port;
    }

    /** The port of the line; refused, saying why, unless it is the prefix and a port from 1 to 65535. */
    static int port(String line) {
        if (!line.startsWith(PREFIX)) {
            throw new FigureLine.UnreadableOutputException("'" + line + "' is not '" + PREFIX + "<port>'");
        }
        try {
            int port = Integer.parseInt(line.substring(PREFIX.length()).strip());
            if (port >= 1 && port <= 65_535) {
                return port;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new FigureLine.UnreadableOutputException("'" + line + "' names no port from 1 to 65535 after '"
                + PREFIX + "'");
    }
}
