package ringside.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * {@code Report <outDir>}: reads every JMH JSON file in outDir, prints the comparison table and writes it as
 * {@code summary.txt} (for people) and {@code results.csv} (for machines) in the same folder.
 */
public final class Report {
    private Report() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: Report <outDir with JMH JSON files>");
            System.exit(2);
        }
        Path outDir = Path.of(args[0]);
        List<Measurement> all = new ArrayList<>();
        try (Stream<Path> files = Files.list(outDir)) {
            for (Path json : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                all.addAll(JmhResults.read(json));
            }
        }
        if (all.isEmpty()) {
            System.err.println("ringside: no JMH results in " + outDir + "; nothing to report.");
            System.exit(1);
        }
        ComparisonTable table = new ComparisonTable(all);
        Files.writeString(outDir.resolve("summary.txt"), table.toText());
        Files.writeString(outDir.resolve("results.csv"), table.toCsv());
        System.out.print(table.toText());
    }
}
