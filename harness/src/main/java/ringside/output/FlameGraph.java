package ringside.output;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * One flame graph of a profiled fork, a line of {@code graphs.tsv} in its folder: the launcher writes a line once the
 * graph is there, the report links the graphs it lists and finds. {@code benchmark} names it as the report's rows do
 * ("ring", "ring, stackDepth 64"); {@code event} is async-profiler's, and {@code note} says why it is not the one asked
 * for (empty when it is); {@code file} is the graph's name in that folder.
 */
public record FlameGraph(String framework, String variant, String cpuSet, String benchmark, String event, String note,
        String file) {
    /** The list of a folder of flame graphs. */
    public static final String INDEX = "graphs.tsv";

    public FlameGraph {
        for (String field : List.of(framework, variant, cpuSet, benchmark, event, note, file)) {
            if (field.contains("\t") || field.contains("\n")) {
                throw new IllegalArgumentException("a flame graph's field holds a tab or a line break: " + field);
            }
        }
    }

    /** Appends this graph's line to its folder's list. */
    public void appendTo(Path folder) throws IOException {
        Files.writeString(folder.resolve(INDEX), String.join("\t", framework, variant, cpuSet, benchmark, event, note,
                file) + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /**
     * Every graph listed under {@code profiles} (each folder's list), with the folder it sits in; none without the
     * folder. A listed graph whose file is gone is left out: no link may point at nothing.
     */
    public static List<Located> under(Path profiles) throws IOException {
        if (!Files.isDirectory(profiles)) {
            return List.of();
        }
        List<Located> graphs = new ArrayList<>();
        try (Stream<Path> folders = Files.list(profiles)) {
            for (Path folder : folders.filter(Files::isDirectory).sorted().toList()) {
                Path index = folder.resolve(INDEX);
                if (!Files.isRegularFile(index)) {
                    continue;
                }
                for (String line : Files.readAllLines(index)) {
                    String[] f = line.split("\t", -1);
                    if (f.length != 7) {
                        throw new IOException(index + ": not a list of flame graphs (a line of " + f.length
                                + " fields: " + line + ")");
                    }
                    Path graph = folder.resolve(f[6]);
                    if (Files.isRegularFile(graph) && Files.size(graph) > 0) {
                        graphs.add(new Located(new FlameGraph(f[0], f[1], f[2], f[3], f[4], f[5], f[6]), graph));
                    }
                }
            }
        }
        return List.copyOf(graphs);
    }

    /** A listed graph and where its file is. */
    public record Located(FlameGraph graph, Path path) {
    }
}
