package ringside.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * results.csv: one header for every kind (the columns every row has, then each kind's figure columns, then each
 * kind's size columns, then the JDK), each kind's rows, then one row per module that did not finish on a CPU set
 * and per benchmark not run or failed (a failed one with its variant and workload). A row leaves the columns of
 * other kinds empty.
 */
public final class ResultsCsv {
    /** The columns every row has: what ran where, and its ranked figure with its error and spread. */
    static final List<String> COMMON = List.of("cpu_set", "parallelism", "framework", "variant", "workload", "metric",
            "status", "score", "error", "unit", "error_pct", "forks", "iterations_per_fork", "fork_scores");
    static final String JDK = "jdk";

    private ResultsCsv() {
    }

    static String of(List<ResultKind> kinds, List<ModuleStatus> statuses, Marks marks) {
        Set<String> columns = new LinkedHashSet<>(COMMON);
        kinds.forEach(k -> columns.addAll(k.csvFigureColumns()));
        kinds.forEach(k -> columns.addAll(k.csvSizeColumns()));
        columns.add(JDK);
        StringBuilder out = new StringBuilder(String.join(",", columns)).append('\n');
        List<Map<String, String>> rows = new ArrayList<>();
        kinds.forEach(k -> rows.addAll(k.csvRows(marks)));
        for (ModuleStatus s : statuses) {
            if (!s.ok()) {
                Map<String, String> row = new HashMap<>(Map.of("cpu_set", s.cpuSet(), "framework", s.framework(),
                        "status", s.status()));
                if (s.status().equals(ModuleStatus.FAILED)) { // a failed benchmark's line names its variant and workload
                    s.label().ifPresent(label -> row.put("variant", label.substring(label.indexOf('/') + 1)));
                    s.benchmark().ifPresent(b -> row.put("workload", b.substring(b.indexOf(' ') + 1)));
                }
                rows.add(row);
            }
        }
        for (Map<String, String> row : rows) {
            out.append(columns.stream().map(c -> quoted(row.getOrDefault(c, ""))).collect(Collectors.joining(",")))
                    .append('\n');
        }
        return out.toString();
    }

    /** A row's columns that say what ran where, with status ok and its JDK. */
    static Map<String, String> row(String cpuSet, int parallelism, String framework, String variant, String workload,
            String metric, String jdk) {
        Map<String, String> row = new LinkedHashMap<>();
        row.put("cpu_set", cpuSet);
        row.put("parallelism", Integer.toString(parallelism));
        row.put("framework", framework);
        row.put("variant", variant);
        row.put("workload", workload);
        row.put("metric", metric);
        row.put("status", "ok");
        row.put(JDK, jdk);
        return row;
    }

    /** A figure as a row's score: its mean, 95% error, unit, error share, forks x ops and each fork's mean. */
    static Map<String, String> withFigure(Map<String, String> row, Footprint.Figure figure, String unit,
            int opsPerFork) {
        row.put("score", Format.csvNumber(figure.mean()));
        row.put("error", Format.csvNumber(figure.error()));
        row.put("unit", unit);
        row.put("error_pct", Format.csvNumber(100 * figure.error() / figure.mean()));
        row.put("forks", Integer.toString(figure.forkMeans().size()));
        row.put("iterations_per_fork", Integer.toString(opsPerFork));
        row.put("fork_scores", Format.values(figure.forkMeans(), ";"));
        return row;
    }

    /** A results.csv read back: one map per row, column to field (quotes undone), in the file's order. */
    public static List<Map<String, String>> read(Path csv) throws IOException {
        List<String> lines = Files.readAllLines(csv);
        if (lines.isEmpty()) {
            throw new IllegalArgumentException(csv + " is empty; expected a header of " + String.join(",", COMMON));
        }
        List<String> header = fields(lines.get(0));
        List<Map<String, String>> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            List<String> fields = fields(line);
            Map<String, String> row = new LinkedHashMap<>();
            for (int i = 0; i < header.size() && i < fields.size(); i++) {
                row.put(header.get(i), fields.get(i));
            }
            rows.add(row);
        }
        return rows;
    }

    /** A line's fields, as {@link #quoted} wrote them. */
    static List<String> fields(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean inQuotes = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (inQuotes && c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                field.append('"');
                i++;
            } else if (c == '"') {
                inQuotes = !inQuotes;
            } else if (c == ',' && !inQuotes) {
                fields.add(field.toString());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        fields.add(field.toString());
        return fields;
    }

    private static String quoted(String field) {
        return field.contains(",") || field.contains("\"") ? "\"" + field.replace("\"", "\"\"") + "\"" : field;
    }
}
