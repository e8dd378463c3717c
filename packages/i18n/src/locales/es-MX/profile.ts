/** Profile pages (spec §2 profile routes). */
export const profile = {
  title: 'Mi perfil',
  personal: 'Datos personales',
  contact: 'Contacto',
  changeEmail: {
    title: 'Cambiar correo',
    current: 'Correo actual',
    new: 'Correo nuevo',
    done: 'Listo, cambiamos tu correo.',
  },
  changePassword: {
    title: 'Cambiar contraseña',
    old: 'Contraseña actual',
    new: 'Contraseña nueva',
    repeat: 'Repite la contraseña nueva',
    done: 'Listo, cambiamos tu contraseña.',
  },
  changePhone: {
    title: 'Cambiar celular',
    new: 'Celular nuevo',
    code: 'Escribe el código que te enviamos al {{phone}}.',
    done: 'Listo, cambiamos tu celular.',
  },
  login: {
    title: 'Ingresa a tu cuenta',
    phoneOrEmail: 'Celular o correo',
    password: 'Contraseña',
    submit: 'Ingresar',
    forgot: '¿Olvidaste tu contraseña?',
    noAccount: '¿No tienes cuenta? Regístrate',
  },
  recover: {
    title: 'Recupera tu contraseña',
    text: 'Te enviamos un código por SMS para crear una contraseña nueva.',
    submit: 'Enviar código',
  },
} as const;
