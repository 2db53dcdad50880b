package ringside.sidebyside;

import java.util.List;
import java.util.Locale;

/**
 * The one line each side-by-side JVM prints for its figure: {@code side-by-side figure <number> <unit>}, for example
 * {@code side-by-side figure 2.781 ms/op}. The plain programs print it with their own printf (they hold no Ringside
 * code), so this class is the format's one definition and its reader.
 */
public final class FigureLine {
    /** What starts the line; the number and the unit follow, separated by single spaces. */
    public static final String PREFIX = "side-by-side figure ";

    private FigureLine() {
    }

    /** The line for {@code value} in {@code unit}. */
    static String of(double value, String unit) {
        return String.format(Locale.ROOT, "%s%.6g %s", PREFIX, value, unit);
    }

    /**
     * The figure of one JVM's output: exactly one line starting with {@link #PREFIX}, whose number is finite and
     * above 0 and whose unit is {@code unit}. Anything else is refused with what was wrong, since a figure read
     * from the wrong line or in the wrong unit would be published as if measured.
     */
    static double read(List<String> output, String unit) {
        List<String> lines = output.stream().filter(l -> l.startsWith(PREFIX)).toList();
        if (lines.size() != 1) {
            throw new UnreadableOutputException(lines.isEmpty()
                    ? "its output holds no line '" + PREFIX + "<number> " + unit + "'"
                    : "its output holds " + lines.size() + " figure lines, expected one: " + lines);
        }
        String line = lines.get(0);
        String[] parts = line.substring(PREFIX.length()).split(" ", -1);
        if (parts.length != 2 || !parts[1].equals(unit)) {
            throw new UnreadableOutputException("its figure line '" + line + "' is not '" + PREFIX + "<number> "
                    + unit + "'");
        }
        double value;
        try {
            value = Double.parseDouble(parts[0]);
        } catch (NumberFormatException e) {
            throw new UnreadableOutputException("its figure line '" + line + "' holds no number");
        }
        if (!Double.isFinite(value) || value <= 0) {
            throw new UnreadableOutputException("its figure line '" + line + "' holds no positive finite number");
        }
        return value;
    }

    /** A JVM's output from which no figure can be read. */
    static final class UnreadableOutputException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UnreadableOutputException(String message) {
            super(message);
        }
    }
}
