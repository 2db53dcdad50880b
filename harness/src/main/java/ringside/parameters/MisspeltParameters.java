package ringside.parameters;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Refuses a variable that nearly names a parameter, since a misspelt parameter would otherwise be ignored and the
 * run would use the default. A name is refused when it is not a parameter but equals one ignoring case, or, when
 * it is shaped like a parameter (a lower-case letter, then letters and digits), lies within a small edit distance
 * of one: 1 for parameters of up to 7 characters, 2 for longer ones (case ignored, a swap of two neighbouring
 * letters counting as one edit). ALL_CAPS names and names with '_' or '.' (PATH, JAVA_HOME, java.home) are
 * compared ignoring case only, so the usual environment is never mistaken for a parameter.
 */
public final class MisspeltParameters {
    /** Parameters of at least this many characters accept two edits, shorter ones one. */
    static final int LONG_NAME = 8;

    private MisspeltParameters() {
    }

    /**
     * Throws a {@link ParameterException} for the first variable (in name order) that nearly names a parameter,
     * naming the variable, the parameter it resembles and how to pass that.
     *
     * @param variables the variables to look at, name to value (env vars, or system properties)
     * @param kind what they are, for the message: "env var", "system property"
     * @param otherNames names that are not parameters but are read under exactly that name (never refused)
     * @param howToPass how to pass a parameter, a format given its name and value, such as "%s=%s ./benchmark.sh"
     */
    public static void refuse(Map<String, String> variables, String kind, Collection<String> otherNames,
            String howToPass) {
        Set<String> known = new TreeSet<>(otherNames);
        known.addAll(names());
        for (String variable : new TreeSet<>(variables.keySet())) {
            if (known.contains(variable)) {
                continue;
            }
            Optional<String> resembled = resembled(variable);
            if (resembled.isPresent()) {
                String parameter = resembled.get();
                throw new ParameterException(parameter + ": the " + kind + " " + variable + " is not a parameter but"
                        + " nearly names " + parameter + (parameter.equalsIgnoreCase(variable)
                                ? " (names are case-sensitive)" : "")
                        + "; pass " + String.format(howToPass, parameter, variables.get(variable))
                        + " instead (a misspelt name is not read, and the run would use the default)");
            }
        }
    }

    /** The parameter that {@code name} nearly names (the closest, the first of equals), or empty. */
    public static Optional<String> resembled(String name) {
        List<String> parameters = names();
        if (parameters.contains(name)) {
            return Optional.empty();
        }
        for (String parameter : parameters) {
            if (parameter.equalsIgnoreCase(name)) {
                return Optional.of(parameter);
            }
        }
        if (!name.matches("[a-z][A-Za-z0-9]*")) { // PATH, JAVA_HOME, java.home, LC_ALL: not parameter-shaped
            return Optional.empty();
        }
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String parameter : parameters) {
            int distance = distance(name.toLowerCase(Locale.ROOT), parameter.toLowerCase(Locale.ROOT));
            int allowed = parameter.length() >= LONG_NAME ? 2 : 1;
            if (distance <= allowed && distance < bestDistance) {
                best = parameter;
                bestDistance = distance;
            }
        }
        return Optional.ofNullable(best);
    }

    /** Every parameter's name, of every scope: the registry's. */
    static List<String> names() {
        return Stream.of(Parameter.values()).map(Parameter::name).toList();
    }

    /** Edits (insert, delete, replace a character, or swap two neighbours) that turn a into b. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int replace = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + replace);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
