package ringside.asm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites, in compiled classes, every int constant equal to ASM's api levels ASM4..ASM8 to ASM9.
 *
 * <p>Kilim 2.0.2 and Quasar 0.8.0 declare their ASM visitors with api level 5 to 7. ASM 9 refuses such a visitor
 * as soon as it meets a sealed class or a record ("PermittedSubclasses requires ASM9"), which current JDK classes
 * are. Their visitors use nothing that changed between those levels, so raising the declared level is the whole
 * fix. Usage: {@code AsmApiUpgrade <classes folder> [minimum rewrites]}; it fails if it rewrote fewer constants
 * than the minimum, so a changed input cannot silently go unpatched.
 */
public final class AsmApiUpgrade {
    private static final Set<Integer> OLD_LEVELS =
            Set.of(Opcodes.ASM4, Opcodes.ASM5, Opcodes.ASM6, Opcodes.ASM7, Opcodes.ASM8);

    private AsmApiUpgrade() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1 || args.length > 2) {
            System.err.println("usage: AsmApiUpgrade <classes folder> [minimum rewrites]");
            System.exit(2);
        }
        int minimum = args.length == 2 ? Integer.parseInt(args[1]) : 1;
        Result result = upgrade(Path.of(args[0]));
        System.out.printf("asm-api-upgrade: %s: %d constants raised to ASM9 in %d classes%n", args[0],
                result.constants(), result.classes().size());
        if (result.constants() < minimum) {
            System.err.printf("asm-api-upgrade: expected at least %d rewrites; the input is not what this build"
                    + " was written for%n", minimum);
            System.exit(1);
        }
    }

    /** The classes changed (relative paths) and the number of constants rewritten in them. */
    public record Result(List<Path> classes, int constants) {
    }

    public static Result upgrade(Path classesFolder) throws IOException {
        try (Stream<Path> files = Files.walk(classesFolder)) {
            List<Path> classFiles = files.filter(f -> f.toString().endsWith(".class")).sorted().toList();
            int total = 0;
            List<Path> changed = new ArrayList<>();
            for (Path file : classFiles) {
                int[] count = {0};
                byte[] rewritten = rewrite(Files.readAllBytes(file), count);
                if (count[0] > 0) {
                    Files.write(file, rewritten);
                    changed.add(classesFolder.relativize(file));
                    total += count[0];
                }
            }
            return new Result(List.copyOf(changed), total);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** Copies the class, changing only old api-level constants (ldc operands and constant field values). */
    static byte[] rewrite(byte[] classFile, int[] count) {
        ClassReader reader = new ClassReader(classFile);
        ClassWriter writer = new ClassWriter(reader, 0); // same stack shapes: frames and maxs stay valid
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public FieldVisitor visitField(int access, String name, String descriptor, String signature, Object value) {
                return super.visitField(access, name, descriptor, signature, upgraded(value, count));
            }

            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                    String[] exceptions) {
                return new MethodVisitor(Opcodes.ASM9, super.visitMethod(access, name, descriptor, signature, exceptions)) {
                    @Override
                    public void visitLdcInsn(Object value) {
                        super.visitLdcInsn(upgraded(value, count));
                    }
                };
            }
        }, 0);
        return writer.toByteArray();
    }

    private static Object upgraded(Object value, int[] count) {
        if (value instanceof Integer level && OLD_LEVELS.contains(level)) {
            count[0]++;
            return Opcodes.ASM9;
        }
        return value;
    }
}
