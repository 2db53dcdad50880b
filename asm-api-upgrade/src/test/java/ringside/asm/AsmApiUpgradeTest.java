package ringside.asm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

class AsmApiUpgradeTest {

    /** A class like Kilim's visitors: a constant field API = ASM7 and a method that loads ASM5 and 42. */
    private static byte[] oldStyleVisitor() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V1_8, Opcodes.ACC_PUBLIC, "demo/OldVisitor", null, "java/lang/Object", null);
        cw.visitField(Opcodes.ACC_STATIC | Opcodes.ACC_FINAL, "API", "I", null, Opcodes.ASM7).visitEnd();
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "levels", "()I", null, null);
        mv.visitCode();
        mv.visitLdcInsn(Opcodes.ASM5);
        mv.visitLdcInsn(42);
        mv.visitInsn(Opcodes.IADD);
        mv.visitInsn(Opcodes.IRETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    private static List<Object> constants(byte[] classFile) {
        List<Object> seen = new ArrayList<>();
        new ClassReader(classFile).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public FieldVisitor visitField(int access, String name, String descriptor, String signature, Object value) {
                seen.add(value);
                return null;
            }

            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                    String[] exceptions) {
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitLdcInsn(Object value) {
                        seen.add(value);
                    }
                };
            }
        }, 0);
        return seen;
    }

    @Test
    void raisesOnlyApiLevelsAndCountsThem(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("demo/OldVisitor.class");
        Files.createDirectories(file.getParent());
        Files.write(file, oldStyleVisitor());
        Files.write(dir.resolve("demo/Untouched.class"), oldStyleVisitorWithoutLevels());

        AsmApiUpgrade.Result result = AsmApiUpgrade.upgrade(dir);

        assertEquals(2, result.constants());
        assertEquals(List.of(Path.of("demo/OldVisitor.class")), result.classes());
        assertEquals(List.of(Opcodes.ASM9, Opcodes.ASM9, 42), constants(Files.readAllBytes(file)));
    }

    private static byte[] oldStyleVisitorWithoutLevels() {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(Opcodes.V1_8, Opcodes.ACC_PUBLIC, "demo/Untouched", null, "java/lang/Object", null);
        cw.visitEnd();
        return cw.toByteArray();
    }
}
