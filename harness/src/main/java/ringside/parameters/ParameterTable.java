package ringside.parameters;

import java.util.ArrayList;
import java.util.List;

/** The registry ({@link Parameter}) as the docs show it: one Markdown table, a row per parameter, by scope. */
public final class ParameterTable {
    private ParameterTable() {
    }

    /** Columns: parameter, default, quick=1, scope, accepts, meaning; then a line per scope saying what it means. */
    public static String markdown() {
        List<String> lines = new ArrayList<>();
        lines.add("| parameter | default | quick=1 | scope | accepts | meaning |");
        lines.add("|---|---|---|---|---|---|");
        for (Parameter p : Parameter.values()) {
            lines.add("| `" + p.name() + "` | " + value(p.defaultValue(false), p.shownDefault()) + " | "
                    + (p.quickChanges() ? value(p.defaultValue(true), p.shownQuickValue()) : "same") + " | "
                    + p.scope().publicName() + " | " + prose(p.accepted()) + " | " + prose(p.meaning()) + " |");
        }
        lines.add("");
        for (Parameter.Scope scope : Parameter.Scope.values()) {
            lines.add("- " + scope.publicName() + ": " + prose(scope.meaning()) + ".");
        }
        return String.join("\n", lines) + "\n";
    }

    /** A value as code; a value resolved per run (empty in the registry) as the words that say what it becomes. */
    private static String value(String value, String shown) {
        return value.isEmpty() ? prose(shown) : "`" + value + "`";
    }

    /** Text safe in a table cell: no column break, no angle bracket read as HTML. */
    private static String prose(String text) {
        return text.replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;");
    }
}
