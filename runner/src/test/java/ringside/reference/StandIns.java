package ringside.reference;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;

/**
 * The stand-in toolchains and program of the test resources (ringside/reference/standin), copied into a folder with
 * their tools made executable: they speak the runner's protocol with made-up figures, so the runner's tests run on
 * any machine, with or without Go, Erlang or g++.
 */
final class StandIns {
    private static final String RESOURCES = "/ringside/reference/standin/";
    private static final List<String> FILES = List.of("program.sh", "bin/go", "bin/erlc", "bin/erl", "bin/g++",
            "sources/go/go.mod", "sources/go/main.go", "sources/erlang/ringside.erl", "sources/cpp/main.cpp");

    private StandIns() {
    }

    /** Copies the stand-ins into {@code folder}; returns it (its bin/ is the PATH, its sources/ the references). */
    static Path copyTo(Path folder) throws IOException {
        for (String file : FILES) {
            Path target = folder.resolve(file);
            Files.createDirectories(target.getParent());
            try (InputStream in = StandIns.class.getResourceAsStream(RESOURCES + file)) {
                Files.copy(in, target);
            }
            if (file.startsWith("bin/")) {
                Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwxr-xr-x"));
            }
        }
        return folder;
    }

    /** An environment whose PATH holds only {@code tools} of the stand-ins (each a script that runs its bin/'s). */
    static Map<String, String> pathWith(Path standIns, Path pathFolder, List<String> tools) throws IOException {
        Files.createDirectories(pathFolder);
        for (String tool : tools) {
            Path script = Files.writeString(pathFolder.resolve(tool), "#!/bin/sh\nexec " + standIns.resolve("bin")
                    .resolve(tool) + " \"$@\"\n");
            Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        return Map.of("PATH", pathFolder.toString());
    }

    static Map<String, String> allTools(Path standIns) {
        return Map.of("PATH", standIns.resolve("bin").toString());
    }
}
